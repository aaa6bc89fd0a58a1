/**
 * What a keyword page (/keywords/{slug}) searches for. One definition for the page's job list and for the
 * count the keyword lists (/api/keywords/jobs, the sitemap page) show next to its link, so the two agree.
 */
const FILLER = new Set(['remote', 'job', 'jobs', 'work', 'working', 'for', 'digital', 'nomad', 'nomads', 'online', 'from', 'home', 'anywhere', 'best', 'top', 'in', 'the', 'a', 'and', 'with', 'position', 'positions', 'opportunities', 'beginner', 'beginners', 'entry', 'level', 'junior', 'no', 'experience'])
const ENTRY_WORDS = ['beginner', 'beginners', 'entry', 'junior']

export interface KeywordSearch {
  /** The words that describe the role ('remote react developer jobs' -> 'react developer'); '' for none. */
  q: string
  /** Beginner, entry and junior phrases ask for entry-level jobs. */
  experience: 'entry' | null
}

export function keywordSearch(slug: string): KeywordSearch {
  const words = slug.toLowerCase().split(/[^a-z0-9+#.]+/).filter(Boolean)
  const entry = words.some((w) => ENTRY_WORDS.includes(w)) || words.join(' ').includes('no experience')
  return { q: words.filter((w) => !FILLER.has(w)).join(' '), experience: entry ? 'entry' : null }
}

/** The search's list parameters, as /api/search takes them: the words match strictly (as the page's count says). */
export function keywordSearchParams(slug: string): Record<string, string> {
  const { q, experience } = keywordSearch(slug)
  return { ...(q ? { q, match: 'strict' } : {}), ...(experience ? { experience } : {}) }
}
