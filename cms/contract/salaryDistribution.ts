import { z } from 'zod'
import { SALARY_DISTRIBUTION_MIN_JOBS } from './salary'

/** The landing pages that show what their jobs pay: a category's, a keyword's and a country's. */
export const SALARY_SUBJECT_KINDS = ['category', 'keyword', 'country'] as const
/** One landing page by its kind and slug. */
export interface SalarySubject {
  kind: (typeof SALARY_SUBJECT_KINDS)[number]
  slug: string
}

/**
 * What the live jobs of a landing page pay, a year in US dollars at the newest stored ECB rates: the quartiles of
 * each job's figure (the middle of its range, or the one end it states) and how many jobs state a salary.
 */
export const salaryDistributionSchema = z.object({
  count: z.number().int().min(SALARY_DISTRIBUTION_MIN_JOBS).describe('Live jobs that state a salary (the figures below are theirs).'),
  q1: z.number().describe('Lower quartile: a quarter of those jobs pay less.'),
  median: z.number().describe('Half of those jobs pay less, half more.'),
  q3: z.number().describe('Upper quartile: a quarter of those jobs pay more.'),
  currency: z.literal('USD'),
  ratesDate: z.string().describe('The date of the ECB reference rates salaries in other currencies were converted at.'),
})
export type SalaryDistribution = z.infer<typeof salaryDistributionSchema>

/** GET /api/salary-distribution: null while fewer than SALARY_DISTRIBUTION_MIN_JOBS of the page's jobs state a salary. */
export const salaryDistributionResponseSchema = z.object({ distribution: salaryDistributionSchema.nullable() })
export type SalaryDistributionResponse = z.infer<typeof salaryDistributionResponseSchema>
