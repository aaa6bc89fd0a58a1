import { isAts } from '@cms/contract/providers'
import sanitizeHtml from 'sanitize-html'
import { ownValue } from '@cms/contract/ownKeys'

/**
 * Near-duplicate postings: the same company with a very similar description and titles that can name one job
 * ("Sr. Frontend Engineer" on one board, "Senior Front-End Developer" on another), however much an
 * aggregator cut off (Adzuna and JSearch carry the first few hundred characters). Descriptions are compared
 * as sets of five-word shingles by containment (the share of the shorter one's shingles found in the longer),
 * so a truncated copy still matches its original.
 */

const SHINGLE_WORDS = 5
/** Below this many shingles a description says too little ("We are hiring!") to call two jobs one. */
const MIN_SHINGLES = 8
/** Containment at or above this is one job. */
export const NEAR_DUPLICATE_CONTAINMENT = 0.8

function words(html: string): string[] {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9+#]+/)
    .filter(Boolean)
}

/** 32-bit FNV-1a: shingles are kept as numbers, not strings, so thousands of descriptions stay small. */
function hash(text: string): number {
  let value = 0x811c9dc5
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 0x01000193) >>> 0
  return value
}

export function shingles(html: string): Set<number> {
  const list = words(html)
  const result = new Set<number>()
  for (let i = 0; i + SHINGLE_WORDS <= list.length; i++) result.add(hash(list.slice(i, i + SHINGLE_WORDS).join(' ')))
  return result
}

/** |A ∩ B| / min(|A|, |B|), or 0 when either side is too short to judge. */
export function containment(a: ReadonlySet<number>, b: ReadonlySet<number>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a]
  if (small.size < MIN_SHINGLES) return 0
  let shared = 0
  for (const shingle of small) if (large.has(shingle)) shared++
  return shared / small.size
}

export interface DuplicateCandidate {
  id: string
  /** The normalised company name: only jobs of one company are compared. */
  companyKey: string
  title: string
  description: string
}

/** Spellings of one word in job titles. */
const TITLE_WORDS: Record<string, string> = {
  sr: 'senior', jr: 'junior', dev: 'developer', engineer: 'developer', programmer: 'developer', swe: 'developer',
  frontend: 'frontend', backend: 'backend', fullstack: 'fullstack', mgr: 'manager', pm: 'manager',
}
const TITLE_NOISE = new Set(['remote', 'the', 'a', 'an', 'and', 'of', 'for', 'm', 'f', 'd', 'x', 'w', 'worldwide', 'anywhere', 'global', '100', 'fully', 'hybrid', 'contract', 'freelance', 'full', 'time', 'part'])

function titleTokens(title: string): Set<string> {
  const joined = title.toLowerCase().replace(/\b(front|back|full)[\s-]+(end|stack)\b/g, (_, a: string, b: string) => a + b)
  return new Set(
    joined
      .split(/[^a-z0-9+#]+/)
      .filter((word) => word && !TITLE_NOISE.has(word))
      .map((word) => ownValue(TITLE_WORDS, word) ?? word),
  )
}

/**
 * Two titles can name one job: one's words contain the other's ("Frontend Developer" in "Senior Front-End
 * Engineer") or they share most of them. It keeps two roles of one company apart when the aggregator's
 * cut-off left only the company's shared "About us" paragraph to compare.
 */
export function titlesCompatible(a: string, b: string): boolean {
  const [x, y] = [titleTokens(a), titleTokens(b)]
  let shared = 0
  for (const word of x) if (y.has(word)) shared++
  const smaller = Math.min(x.size, y.size)
  return smaller > 0 && (shared === smaller || shared / (x.size + y.size - shared) >= 0.5)
}

/**
 * Groups of ids that are one job. Only jobs of the same company are compared, so the work grows with the
 * largest company's jobs, not the whole board's.
 */
export function nearDuplicateGroups(candidates: readonly DuplicateCandidate[]): string[][] {
  const byCompany = new Map<string, Array<{ id: string; title: string; shingles: Set<number> }>>()
  for (const candidate of candidates) {
    const list = byCompany.get(candidate.companyKey) ?? []
    list.push({ id: candidate.id, title: candidate.title, shingles: shingles(candidate.description) })
    byCompany.set(candidate.companyKey, list)
  }
  const parent = new Map<string, string>()
  const root = (id: string): string => {
    let current = id
    while (parent.get(current) !== current) current = parent.get(current)!
    parent.set(id, current)
    return current
  }
  for (const list of byCompany.values()) {
    for (const job of list) parent.set(job.id, job.id)
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const [a, b] = [list[i]!, list[j]!]
        if (containment(a.shingles, b.shingles) >= NEAR_DUPLICATE_CONTAINMENT && titlesCompatible(a.title, b.title)) parent.set(root(b.id), root(a.id))
      }
    }
  }
  const groups = new Map<string, string[]>()
  for (const id of parent.keys()) {
    const group = groups.get(root(id)) ?? []
    group.push(id)
    groups.set(root(id), group)
  }
  return [...groups.values()].filter((group) => group.length > 1)
}

export interface Listing {
  id: string
  source: string
  description: string
  salaryMin?: number | null
  salaryMax?: number | null
  applyUrl?: string | null
  skills?: number
  locationText?: string | null
}

/** How much a listing tells a job seeker: salary, a way to apply, who may apply, skills, and a full description. */
function completeness(listing: Listing): number {
  return (
    (listing.salaryMin || listing.salaryMax ? 4 : 0) +
    (listing.applyUrl ? 3 : 0) +
    (listing.locationText ? 2 : 0) +
    Math.min(listing.skills ?? 0, 5) * 0.2 +
    Math.min(listing.description.length / 2000, 1)
  )
}

/**
 * The listing a group keeps: the employer's own post when there is one, else the employer's own ATS board's
 * (first-hand: the aggregators' copies become "also listed on"), else the most complete.
 */
export function keptListing<T extends Listing>(group: readonly T[]): T {
  const own = group.find((listing) => listing.source === 'internal') ?? group.find((listing) => isAts(listing.source))
  if (own) return own
  return [...group].sort((a, b) => completeness(b) - completeness(a) || a.id.localeCompare(b.id))[0]!
}
