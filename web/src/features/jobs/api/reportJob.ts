import type { ReportJobRequest, ReportJobResponse } from '@cms/contract/reports'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'

/** POST /api/jobs/{slug}/reports */
export const reportJob = (slug: string, input: ReportJobRequest) => apiRequest<ReportJobResponse>('POST', `/api/jobs/${encodeURIComponent(slug)}/reports`, input)

export const useReportJob = (slug: string) => useMutation({ mutationFn: (input: ReportJobRequest) => reportJob(slug, input) })
