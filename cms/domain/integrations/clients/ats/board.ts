import type { AtsId } from '@cms/contract/providers'
import { annualUsd, type StoredSalary } from '@cms/contract/salary'
import { countryName } from '../types'
import { inferCategory, inferExperience, inferType, normaliseCompanyName, parsePeriod, resolveLocation, type NormaliseResult, type NormalisedJob } from '@cms/domain/integrations/normalise'

/**
 * An employer's public applicant-tracking board: one company's complete list of openings. A client is made
 * for one board (its token) and reads the ATS's own answer shape; the pipeline fetches it (conditionally).
 */
export interface AtsBoardClient {
  ats: AtsId
  token: string
  /** The address of the board's postings on the ATS's API (under its *_BASE_URL). */
  postingsUrl: string
  /** The postings and, where the answer names it, the company; throws on an answer of another shape. */
  read(body: unknown): { items: unknown[]; company: string | null }
  /** The board's own company name, for ATSs that serve it apart from the postings (Greenhouse). */
  fetchCompanyName?: () => Promise<string | null>
  /** The posting's id on this board (`token:id`, unique across the ATS's boards); read before normalising. */
  rawId(raw: unknown): string | undefined
  /** Whether the source marks the posting remote, or its location line says so; hybrid and on-site are not listed. */
  isRemote(raw: unknown): boolean
  normalise(raw: unknown, company: string): NormaliseResult
}

const REMOTE_WORDS = /\b(remote|anywhere|work from home|wfh|distributed|worldwide)\b/i
const NOT_REMOTE_WORDS = /\b(hybrid|on[\s-]?site|in[\s-]office)\b/i

/** A location line that says the job is remote (and not hybrid: "Hybrid - remote 2 days" stays out). */
export const lineSaysRemote = (line: string | null | undefined): boolean => !!line && REMOTE_WORDS.test(line) && !NOT_REMOTE_WORDS.test(line)

/** A source's own workplace mark: remote, not remote (hybrid, on-site), or unknown (then the line decides). */
export function markedRemote(workplaceType: string | null | undefined): boolean | null {
  const mark = workplaceType?.toLowerCase().replace(/[\s_-]/g, '')
  if (!mark || mark === 'unspecified') return null
  return mark === 'remote'
}

/**
 * The line who may apply is read from: the structured places first (country codes as names, the ATS's list of
 * locations), the posted line when there are none. A structured list that only says "Remote" adds nothing.
 */
export function whereLine({ countryCodes = [], places = [], line }: { countryCodes?: (string | null | undefined)[]; places?: (string | null | undefined)[]; line: string | null | undefined }): string | null {
  const named = [...countryCodes.map(countryName), ...places.map((p) => p?.trim())].filter((p): p is string => !!p && !/^remote$/i.test(p))
  const unique = [...new Set(named)]
  if (!unique.length) return line?.trim() || null
  return `Remote - ${unique.join('; ')}`
}

/** `token:id`: a posting's id is only unique within its board. */
export const boardExternalId = (token: string, id: string | number | null | undefined): string | undefined =>
  id === null || id === undefined || id === '' ? undefined : `${token}:${String(id)}`

export interface BoardPosting {
  externalId: string
  title: string
  descriptionHtml: string
  postedAt: string | null
  location: string | null
  applyUrl: string | null
  company: string
  salary?: StoredSalary
  /** Free text that names the employment type (Lever's commitment, Ashby's employmentType). */
  typeText?: string | null
  team?: string | null
}

/** One posting in the site's terms: the fields every ATS shares, through the common rules. */
export function boardJob(posting: BoardPosting): NormaliseResult {
  if (!posting.postedAt) return { skip: 'no valid date', externalId: posting.externalId }
  const location = resolveLocation(posting.location)
  const job: NormalisedJob = {
    externalId: posting.externalId,
    title: posting.title.trim(),
    description: posting.descriptionHtml,
    descriptionFormat: 'html',
    postedAt: posting.postedAt,
    type: inferType(posting.typeText, posting.title),
    experienceLevel: inferExperience(posting.title),
    ...(posting.salary ?? salaryFromText(posting.descriptionHtml)),
    ...location,
    categorySlug: inferCategory(posting.title, posting.team ? [posting.team] : []),
    skills: [],
    applyUrl: posting.applyUrl,
    company: { name: normaliseCompanyName(posting.company), website: null, logo: null },
  }
  return { job }
}

const SYMBOL_CURRENCY: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP' }

/**
 * Pay where the posting's text states it ("$120,000 - $150,000 USD", "€60k–€75k per year"): the first range
 * with a currency, as posted; nothing when the text names none.
 */
export function salaryFromText(html: string): StoredSalary {
  const text = html.replace(/<[^>]+>/g, ' ').replace(/&nbsp;/g, ' ')
  const range = /([$€£])\s?(\d{1,3}(?:[,.]\d{3})+|\d+(?:\.\d+)?)\s?(k)?\s*(?:-|–|—|to)\s*[$€£]?\s?(\d{1,3}(?:[,.]\d{3})+|\d+(?:\.\d+)?)\s?(k)?\s*([A-Z]{3})?(?:\s*(?:per|\/|a)\s*(year|annum|month|hour|week|day))?/.exec(text)
  if (!range) return annualUsd(null, null, null, null)
  const amount = (digits: string, k: string | undefined) => Number(digits.replace(/[,.](?=\d{3}\b)/g, '')) * (k ? 1000 : 1)
  const period = range[7] === 'annum' ? 'year' : parsePeriod(range[7] ?? 'year')
  return annualUsd(amount(range[2]!, range[3] ?? range[5]), amount(range[4]!, range[5]), range[6] ?? SYMBOL_CURRENCY[range[1]!], period)
}
