import { SALARY_VALUES, TIMEZONE_VALUES, EXPERIENCE_VALUES, JOB_TYPE_VALUES } from '@cms/contract/jobs'
import { categories } from '../../../seed/data/categories'
import { roles } from '../../../seed/data/roles'
import { createRandom } from '../../../seed/random'

/**
 * Query strings for the uncached block of `bench:search`: many different realistic requests (so no cache can
 * answer them), built with seeded randomness from the demo data's titles and skills, with typos, filler words
 * and filters as people type them. Each pool has at least `size` distinct entries.
 */
type Random = ReturnType<typeof createRandom>

const FILLERS = ['remote', 'jobs', 'remote jobs', 'work from home', 'position']
const allTitles = Object.values(roles).flatMap((r) => r.titles)
const allSkills = [...new Set(Object.values(roles).flatMap((r) => r.skills))]

/** One typo as people make them: two letters swapped, one dropped or one doubled. */
function typo(word: string, random: Random): string {
  if (word.length < 5) return word
  const i = random.int(1, word.length - 2)
  switch (random.int(0, 2)) {
    case 0:
      return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2)
    case 1:
      return word.slice(0, i) + word.slice(i + 1)
    default:
      return word.slice(0, i) + word[i] + word.slice(i)
  }
}

function humanise(text: string, random: Random): string {
  let words = text.replace(/[()]/g, '').toLowerCase().split(/\s+/).filter(Boolean)
  if (random.next() < 0.2) words = words.map((w, i) => (i === words.length - 1 ? typo(w, random) : w))
  if (random.next() < 0.3) words.push(random.pick(FILLERS))
  return words.join(' ')
}

function filters(random: Random, count: number): Record<string, string> {
  const all: (() => [string, string])[] = [
    () => ['category', random.pick(categories).slug],
    () => ['type', random.pick(JOB_TYPE_VALUES)],
    () => ['experience', random.pick(EXPERIENCE_VALUES)],
    () => ['salary', random.pick(SALARY_VALUES)],
    () => ['timezone', random.pick(TIMEZONE_VALUES)],
  ]
  return Object.fromEntries(random.sample(all, count).map((make) => make()))
}

function distinct(size: number, make: () => string): string[] {
  const out = new Set<string>()
  for (let tries = 0; out.size < size && tries < size * 50; tries++) out.add(make())
  return [...out]
}

/** Searches for common role words (titles: many matches each), sometimes with one filter or page 2. */
export function commonSearches(size = 1000, random = createRandom(11)): string[] {
  return distinct(size, () => {
    const params = new URLSearchParams({ q: humanise(random.pick(allTitles), random), ...(random.next() < 0.3 ? filters(random, 1) : {}) })
    if (random.next() < 0.2) params.set('page', String(random.int(2, 4)))
    return `/api/search?${params}`
  })
}

/** Level and filler words: alone they are not a text search (a level becomes the experience filter). */
const NOT_SEARCH_WORDS = new Set(['senior', 'junior', 'lead', 'head', 'principal', 'staff', 'remote', 'and', 'the', 'for', 'of'])
const singleWords = [...new Set([...allTitles, ...allSkills].flatMap((text) => text.replace(/[()]/g, '').toLowerCase().split(/\s+/)))].filter(
  (word) => /^[a-z]{3,}$/.test(word) && !NOT_SEARCH_WORDS.has(word),
)

/** Searches for one word of a title or a skill (most read one word's postings), sometimes with one filter or page 2. */
export function oneWordSearches(size = 1000, random = createRandom(16)): string[] {
  return distinct(size, () => {
    const params = new URLSearchParams({ q: random.pick(singleWords), ...(random.next() < 0.3 ? filters(random, 1) : {}) })
    if (random.next() < 0.2) params.set('page', String(random.int(2, 4)))
    return `/api/search?${params}`
  })
}

/** Searches for one skill or a skill and a title word (fewer matches each). */
export function rareSearches(size = 1000, random = createRandom(12)): string[] {
  return distinct(size, () => {
    const words = random.next() < 0.5 ? random.pick(allSkills) : `${random.pick(allSkills)} ${random.pick(allTitles).split(' ')[0]}`
    return `/api/search?${new URLSearchParams({ q: humanise(words, random), ...(random.next() < 0.4 ? filters(random, 1) : {}) })}`
  })
}

/** Lists with three filters and no text. */
export function threeFilterLists(size = 1000, random = createRandom(13)): string[] {
  return distinct(size, () => {
    const params = new URLSearchParams(filters(random, 3))
    if (random.next() < 0.3) params.set('page', String(random.int(2, 3)))
    if (random.next() < 0.2) params.set('sort', random.pick(['newest', 'highest']))
    return `/api/jobs?${params}`
  })
}

/** Common and rare searches asking for facet counts. */
export function facetSearches(size = 1000): string[] {
  return [...commonSearches(size / 2, createRandom(14)), ...rareSearches(size / 2, createRandom(15))].map((path) => `${path}&facets=true`)
}

/**
 * Where visitors who choose "Where do you live?" live, with their main UTC offset, weighted roughly as remote
 * job seekers and nomads are spread (many in the US, the UK, Germany, India, Brazil; a long tail elsewhere).
 */
const HOME_COUNTRIES: [code: string, tz: number, weight: number][] = [
  ['US', -5, 12], ['GB', 0, 6], ['DE', 1, 5], ['IN', 5.5, 5], ['BR', -3, 4], ['CA', -5, 4], ['PT', 0, 3], ['ES', 1, 3],
  ['FR', 1, 3], ['NL', 1, 2], ['PL', 1, 2], ['MX', -6, 2], ['AR', -3, 2], ['CO', -5, 2], ['PH', 8, 2], ['AU', 10, 2],
  ['IT', 1, 1], ['RO', 2, 1], ['UA', 2, 1], ['TR', 3, 1], ['ZA', 2, 1], ['NG', 1, 1], ['KE', 3, 1], ['EG', 2, 1],
  ['TH', 7, 1], ['ID', 7, 1], ['VN', 7, 1], ['JP', 9, 1], ['NZ', 12, 1], ['AE', 4, 1], ['GE', 4, 1], ['CH', 1, 1],
]
const weightedHomes = HOME_COUNTRIES.flatMap(([code, tz, weight]) => Array.from({ length: weight }, () => [code, tz] as const))

/**
 * The common searches as visitors who chose where they live send them: each with `country`, and most also with
 * the time zone the chooser prefills (`tz`), countries varied by weight.
 */
export function countrySearches(size = 1000, random = createRandom(16)): string[] {
  return commonSearches(size).map((path) => {
    const [country, tz] = random.pick(weightedHomes)
    return `${path}&country=${country}${random.next() < 0.7 ? `&tz=${tz}` : ''}`
  })
}
