import type { SalarySubject } from '@cms/contract/salaryDistribution'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@web/lib/api/client'
import { jobsKeys } from './queryKeys'

/** GET /api/salary-distribution for one landing page (a category, keyword or country slug). */
export const salaryDistributionQueryOptions = (subject: SalarySubject) =>
  queryOptions({
    queryKey: jobsKeys.salaryDistribution(subject),
    queryFn: () => apiCall('getSalaryDistribution', { query: { [subject.kind]: subject.slug } }),
    staleTime: 5 * 60 * 1000,
  })

export const useSalaryDistribution = (subject: SalarySubject) => useQuery(salaryDistributionQueryOptions(subject))
