import { z } from 'zod'
import { MAX_QUERY_LENGTH } from '@cms/contract/jobValues'
import { SALARY_SUBJECT_KINDS, type SalarySubject } from '@cms/contract/salaryDistribution'

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
