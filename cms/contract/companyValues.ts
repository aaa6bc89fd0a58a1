/**
 * Plain values of company pages, without zod, so the browser's first script can read them;
 * `companies.ts` holds the schemas and re-exports these.
 */

/** How many people a company employs, as editors (and, for their own company, employers) set it. */
export const COMPANY_SIZE_VALUES = ['1-10', '11-50', '51-200', '201-1000', '1001-5000', '5001+'] as const
export type CompanySize = (typeof COMPANY_SIZE_VALUES)[number]
export const COMPANY_SIZE_LABELS: Record<CompanySize, string> = {
  '1-10': '1-10 people',
  '11-50': '11-50 people',
  '51-200': '51-200 people',
  '201-1000': '201-1,000 people',
  '1001-5000': '1,001-5,000 people',
  '5001+': 'More than 5,000 people',
}

/** The longest description a company page shows (plain text). */
export const COMPANY_DESCRIPTION_MAX = 5000

/** The earliest founding year a company may give. */
export const COMPANY_FOUNDED_MIN = 1800

/** A company with no live job for this many days has no page any more (410); until then its page is kept out of search engines. */
export const COMPANY_GONE_DAYS = 180

/** "How they post" counts the jobs first seen in this many days. */
export const COMPANY_RECENT_DAYS = 90

/** Companies per page of /companies. */
export const COMPANY_PAGE_SIZE = 24
export const COMPANY_SEARCH_MAX = 100
