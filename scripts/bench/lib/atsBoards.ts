/**
 * Lever-shaped boards for `bench:ingest`'s ATS row: `boards` boards of `postings` postings each, varied the way real
 * boards vary (titles, teams, countries, salaries, three in four remote, the rest hybrid or on-site).
 */
const TITLES = ['Senior Backend Engineer', 'Product Designer', 'Data Analyst', 'Customer Success Manager', 'Site Reliability Engineer', 'Technical Writer', 'Growth Marketer', 'Frontend Developer']
const COUNTRIES = ['US', 'CA', 'DE', 'ES', 'PT', 'GB', 'BR', 'IN']
const PLACES = [
  { workplaceType: 'remote', location: 'Remote' },
  { workplaceType: 'remote', location: 'Remote - Europe' },
  { workplaceType: 'unspecified', location: 'Remote - Worldwide' },
  { workplaceType: 'hybrid', location: 'Toronto, ON' },
]

export const boardToken = (board: number) => `bench-board-${board}`

export function leverBoard(board: number, postings: number): unknown[] {
  return Array.from({ length: postings }, (_, i) => {
    const place = PLACES[(board + i) % PLACES.length]!
    const id = `${board.toString(16).padStart(8, '0')}-${i.toString(16).padStart(4, '0')}-4aaa-8bbb-${(board * postings + i).toString(16).padStart(12, '0')}`
    const title = `${TITLES[i % TITLES.length]} ${Math.floor(i / TITLES.length) + 1}`
    const url = `https://jobs.lever.co/${boardToken(board)}/${id}`
    return {
      id,
      text: title,
      categories: { commitment: i % 5 ? 'Full-time' : 'Contract', department: 'Engineering', location: place.location, team: `Team ${i % 7}`, allLocations: [place.location] },
      country: COUNTRIES[(board * 3 + i) % COUNTRIES.length],
      workplaceType: place.workplaceType,
      createdAt: 1763900000000 + (board * postings + i) * 60_000,
      description: `<div><p>${title} at bench company ${board}.</p><p>You will own ${TITLES[(i + 3) % TITLES.length]!.toLowerCase()} work across ${i % 9} teams.</p></div>`,
      lists: [{ text: 'What you will do', content: `<li>Ship ${i % 11} things</li><li>Review code</li>` }],
      additional: '<div>Benefits.</div>',
      salaryRange: i % 3 ? { currency: i % 2 ? 'USD' : 'EUR', interval: 'per-year-salary', min: 60_000 + (i % 50) * 1000, max: 90_000 + (i % 50) * 1000 } : null,
      hostedUrl: url,
      applyUrl: `${url}/apply`,
    }
  })
}

/** How many of a board's postings the pipeline keeps (remote by the mark or by the line). */
export const remotePostings = (board: number, postings: number) => Array.from({ length: postings }, (_, i) => PLACES[(board + i) % PLACES.length]!).filter((place) => place.workplaceType !== 'hybrid').length
