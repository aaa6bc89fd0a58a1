import { z } from 'zod'
import { COUNTRY_CODES } from './countryCodeList'
import { isUtcOffset, MAX_UTC_OFFSET, MIN_UTC_OFFSET } from './eligibilityValues'
import {
  EXPERIENCE_VALUES,
  JOB_TYPE_VALUES,
  KEYWORD_DEFAULT_LIMIT,
  KEYWORD_MAX_LIMIT,
  MATCH_VALUES,
  MAX_LIMIT,
  MAX_LIST_VALUES,
  MAX_PAGE,
  MAX_QUERY_LENGTH,
  PAGE_SIZE,
  SALARY_VALUES,
  SORT_VALUES,
  TIMEZONE_VALUES,
} from './jobValues'

/**
 * The job lists' query, each field's one rule: what a value may be, the message when it is not, and what it means
 * (a zod transform to the value the domain's search takes). The /api entry checks a call's query with these and
 * answers a 400 with the field's message; the domain reads stored searches (alerts, keyword pages) through the
 * same schema. The pages' own URLs are made lenient before they reach it (web/src/features/jobs/lib/filters.ts).
 */

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/

/** "a,b,,a" -> ['a', 'b']: trimmed, lower-cased, without blanks and duplicates (a repeated parameter arrives comma-joined). */
const listValues = (raw: string) => [...new Set(raw.split(',').map((v) => v.trim().toLowerCase()).filter(Boolean))]

/**
 * A list parameter: repeated (`type=a&type=b`) or comma-separated, each value checked by `accepts`. The document shows
 * the list the transform reads (an array of `items`, repeated keys as OpenAPI's default form style sends them), not
 * the raw text it arrives as.
 */
function listOf<T extends string>(name: string, accepts: (value: string) => boolean, refusal: (value: string) => string, description: string, items: object) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): T[] => {
      const values = listValues(raw ?? '')
      if (values.length > MAX_LIST_VALUES) ctx.addIssue({ code: 'custom', message: `Too many values for ${name} (at most ${MAX_LIST_VALUES}).` })
      const bad = values.find((value) => !accepts(value))
      if (bad !== undefined) ctx.addIssue({ code: 'custom', message: refusal(bad.slice(0, 40)) })
      return values as T[]
    })
    .meta({ type: 'array', items: { type: 'string', ...items }, maxItems: MAX_LIST_VALUES })
    .describe(description)
}

const enumList = <T extends string>(name: string, allowed: readonly T[]) =>
  listOf<T>(name, (value) => (allowed as readonly string[]).includes(value), (bad) => `Invalid ${name} "${bad}". Use one of: ${allowed.join(', ')}.`, `Comma-separated (or repeated), any of: ${allowed.join(', ')}.`, { enum: [...allowed] })

const slugList = (name: string, what: string) => listOf<string>(name, (value) => SLUG.test(value), (bad) => `Invalid ${name} "${bad}".`, `${what} slugs, comma-separated (or repeated).`, { pattern: SLUG.source })

/** A whole number from 1 to `max` with its default; anything else is refused with `message`. */
export const boundedCount = (max: number, fallback: number, message: string, description: string) =>
  z.coerce.number({ error: message }).int({ error: message }).min(1, { error: message }).max(max, { error: message }).default(fallback).describe(description)

/** One of `values`, in any case; absent reads as `fallback`. The document names the values (the text is only trimmed and lower-cased on its way). */
const choice = <T extends string>(name: string, values: readonly [T, ...T[]], fallback: T, description: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(values, { error: (issue) => `Invalid ${name} "${String(issue.input).slice(0, 40)}". Use one of: ${values.join(', ')}.` }))
    .default(fallback)
    .meta({ enum: [...values] })
    .describe(description)

export const PAGE_MESSAGE = `Page must be a whole number from 1 to ${MAX_PAGE}.`
export const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${MAX_LIMIT}.`

const countryField = z
  .string()
  .optional()
  .transform((raw, ctx): string | null => {
    const code = (raw ?? '').trim().toUpperCase()
    if (!code) return null
    if (!COUNTRY_CODES.includes(code)) ctx.addIssue({ code: 'custom', message: `Unknown country "${(raw ?? '').trim().slice(0, 40)}". Use an ISO 3166-1 alpha-2 code such as PT or US.` })
    return code
  })
  .describe('ISO 3166-1 alpha-2 code: jobs open to people in that country.')

const tzField = z
  .string()
  .optional()
  .transform((raw, ctx): number | null => {
    const text = (raw ?? '').trim()
    if (!text) return null
    const tz = Number(text.replace(/^\+/, ''))
    if (!/^[+-]?\d{1,2}(\.\d{1,2})?$/.test(text) || !isUtcOffset(tz)) {
      ctx.addIssue({
        code: 'custom',
        message: `Invalid tz "${text.slice(0, 40)}". Use a UTC offset in hours from ${MIN_UTC_OFFSET} to +${MAX_UTC_OFFSET}, in whole, half or quarter hours (e.g. 1, -3.5, 5.75).`,
      })
    }
    return tz
  })
  .describe('UTC offset in hours: jobs whose time window includes it.')

/** `true` or `false`; absent reads as false (the document's default, so the reference's "try it" leaves it false). */
export const flag = (description: string) =>
  z
    .enum(['true', 'false'], { error: 'Use true or false.' })
    .default('false')
    .transform((value) => value === 'true')
    .describe(description)

/** The filters, paging and sort every job list takes (docs/search.md). */
export const jobListQuerySchema = z.object({
  q: z
    .string()
    .optional()
    .transform((raw) => (raw ?? '').trim().replace(/\s+/g, ' '))
    .pipe(z.string().max(MAX_QUERY_LENGTH, `Search text must be at most ${MAX_QUERY_LENGTH} characters.`))
    .describe('Free text (quotes, "or" and "-" work as in a web search).'),
  category: slugList('category', 'Category'),
  location: slugList('location', 'Location'),
  type: enumList('type', JOB_TYPE_VALUES),
  experience: enumList('experience', EXPERIENCE_VALUES),
  salary: enumList('salary', SALARY_VALUES),
  timezone: enumList('timezone', TIMEZONE_VALUES),
  page: boundedCount(MAX_PAGE, 1, PAGE_MESSAGE, `From 1 to ${MAX_PAGE} (default 1).`),
  limit: boundedCount(MAX_LIMIT, PAGE_SIZE, LIMIT_MESSAGE, `Jobs a page, 1 to ${MAX_LIMIT} (default ${PAGE_SIZE}); in the default order up to 2 pinned (sponsored) jobs may sit above them.`),
  sort: choice('sort', SORT_VALUES, 'relevant', `One of ${SORT_VALUES.join(', ')} (default relevant).`),
  match: choice('match', MATCH_VALUES, 'smart', 'smart (default: typo correction, relaxed matching) or strict.'),
  facets: flag('Also answer the count of each filter value.'),
  country: countryField,
  tz: tzField,
})

/** A job list's query as the domain reads it. */
export type JobListQuery = z.output<typeof jobListQuerySchema>

/** The keyword lists' query (/api/keywords/*). */
export const keywordQuerySchema = z.object({
  limit: boundedCount(KEYWORD_MAX_LIMIT, KEYWORD_DEFAULT_LIMIT, `Limit must be a whole number from 1 to ${KEYWORD_MAX_LIMIT}.`, `Entries, 1 to ${KEYWORD_MAX_LIMIT} (default ${KEYWORD_DEFAULT_LIMIT}).`),
})
