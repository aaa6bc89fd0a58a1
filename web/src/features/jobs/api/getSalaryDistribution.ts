import type { SalarySubject } from '@cms/contract/salaryDistribution'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiQueryOptions } from '@web/lib/api/client'

/** GET /api/salary-distribution for one landing page (a category, keyword or country slug). */
export const salaryDistributionQueryOptions = ({ kind, slug }: SalarySubject) =>
  queryOptions({ ...apiQueryOptions('getSalaryDistribution', { query: { [kind]: slug } }), staleTime: 5 * 60 * 1000 })

export const useSalaryDistribution = (subject: SalarySubject) => useQuery(salaryDistributionQueryOptions(subject))
