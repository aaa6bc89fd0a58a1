import type { ReportJobRequest } from '@cms/contract/reports'
import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@web/lib/api/client'

/** POST /api/jobs/{slug}/reports */
export const reportJob = (slug: string, input: ReportJobRequest) => apiCall('postJobsSlugReports', { params: { slug }, body: input })

export const useReportJob = (slug: string) => useMutation({ mutationFn: (input: ReportJobRequest) => reportJob(slug, input) })
