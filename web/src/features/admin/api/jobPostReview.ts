import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { adminKeys } from './queryKeys'
import { apiCall } from '@web/lib/api/client'

export const getJobPostReview = () => apiCall('getAdminJobPostReview')

export const jobPostReviewQueryOptions = () => queryOptions({ queryKey: adminKeys.jobPostReview(), queryFn: getJobPostReview, retry: false })

export const useJobPostReview = () => useQuery(jobPostReviewQueryOptions())

/** POST /api/admin/job-post-review: posts go to review free while payments are off, or need a payment again. */
export const saveJobPostReview = (freeReviewWhilePaymentsOff: boolean) => apiCall('postAdminJobPostReview', { body: { freeReviewWhilePaymentsOff } })

/** Saves the setting; the cached setting becomes the server's answer. */
export function useSaveJobPostReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveJobPostReview,
    onSuccess: ({ freeReviewWhilePaymentsOff, paymentsConfigured }) =>
      queryClient.setQueryData(adminKeys.jobPostReview(), { freeReviewWhilePaymentsOff, paymentsConfigured }),
  })
}
