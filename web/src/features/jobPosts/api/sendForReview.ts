import { useMutation, useQueryClient } from '@tanstack/react-query'
import { jobPostKeys } from './queryKeys'
import { apiCall } from '@web/lib/api/client'

/** POST /api/job-posts/{id}/review: a draft goes to staff's review free (only while payments are off and admins allow it). */
export const sendJobPostForReview = (id: number, token: string) => apiCall('postJobPostsIdReview', { params: { id }, body: { token } })

export function useSendJobPostForReview(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => sendJobPostForReview(id, token),
    onSuccess: (data) => queryClient.setQueryData(jobPostKeys.managed(token), data),
  })
}
