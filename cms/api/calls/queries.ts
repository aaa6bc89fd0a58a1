import { z } from 'zod'
import { EXPERIENCE_VALUES, JOB_TYPE_VALUES, MATCH_VALUES, MAX_LIMIT, MAX_PAGE, MAX_QUERY_LENGTH, SALARY_VALUES, SORT_VALUES, TIMEZONE_VALUES } from '@cms/contract/jobValues'
import { SALARY_SUBJECT_KINDS, type SalarySubject } from '@cms/contract/salaryDistribution'
import { KEYWORD_MAX_LIMIT } from '@cms/domain/jobs/keywords'

const list = (values: readonly string[]) => z.string().optional().describe(`Comma-separated, any of: ${values.join(', ')}.`)
/** A whole number in the query; out of bounds or not a number reads as absent (paging never fails). */
const bounded = (max: number, description: string) => z.coerce.number().int().min(1).max(max).optional().catch(undefined).describe(description)

/** The filters, paging and sort every job list takes (docs/search.md); the domain's parseJobQuery reads their meaning. */
export const jobQuerySchema = z.object({
  q: z.string().max(MAX_QUERY_LENGTH, `Search text must be at most ${MAX_QUERY_LENGTH} characters.`).optional().describe('Free text (quotes, "or" and "-" work as in a web search).'),
  category: z.string().optional().describe('Category slugs, comma-separated.'),
  location: z.string().optional().describe('Location slugs, comma-separated.'),
  type: list(JOB_TYPE_VALUES),
  experience: list(EXPERIENCE_VALUES),
  salary: list(SALARY_VALUES),
  timezone: list(TIMEZONE_VALUES),
  page: bounded(MAX_PAGE, `From 1 to ${MAX_PAGE} (bad values read as 1).`),
  limit: bounded(MAX_LIMIT, `Jobs a page, 1 to ${MAX_LIMIT} (default 10); in the default order up to 2 pinned (sponsored) jobs may sit above them.`),
  sort: z.enum(SORT_VALUES).optional().catch(undefined).describe(`One of ${SORT_VALUES.join(', ')} (default relevant; other values read as relevant).`),
  match: z.enum(MATCH_VALUES).optional().catch(undefined).describe('smart (default: typo correction, relaxed matching; other values read as smart) or strict.'),
  facets: z.enum(['true']).optional().catch(undefined).describe('Also answer the count of each filter value.'),
  country: z.string().optional().describe('ISO 3166-1 alpha-2 code: jobs open to people in that country.'),
  tz: z.string().optional().describe('UTC offset in hours: jobs whose time window includes it.'),
})

export const keywordQuerySchema = z.object({ limit: bounded(KEYWORD_MAX_LIMIT, `Entries, 1 to ${KEYWORD_MAX_LIMIT} (default 5).`) })

const subjectSlug = (what: string) => z.string().trim().min(1).max(MAX_QUERY_LENGTH).optional().describe(what)

/** Which landing page a salary distribution describes: exactly one of a category, a keyword or a country slug. */
export const salarySubjectQuerySchema = z
  .object({
    category: subjectSlug("A category's slug (/categories/{slug})."),
    keyword: subjectSlug("A keyword page's slug (/keywords/{slug})."),
    country: subjectSlug("A country's slug (/remote-jobs-from/{slug})."),
  })
  .refine((query) => SALARY_SUBJECT_KINDS.filter((kind) => query[kind] !== undefined).length === 1, { message: 'Give exactly one of category, keyword or country.' })

export function salarySubjectOf(query: z.output<typeof salarySubjectQuerySchema>): SalarySubject {
  const kind = SALARY_SUBJECT_KINDS.find((name) => query[name] !== undefined)!
  return { kind, slug: query[kind]! }
}
