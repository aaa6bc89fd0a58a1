import { useMutation, useQueryClient } from '@tanstack/react-query'
import { jobPostKeys } from './queryKeys'
import { apiCall } from '@web/lib/api/client'

/** POST /api/job-posts/{id}/close: ends the post (and takes its job out of the lists) before its paid period ends. */
export const closeJobPost = (id: number, token: string) => apiCall('postJobPostsIdClose', { params: { id }, body: { token } })

export function useCloseJobPost(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => closeJobPost(id, token),
    onSuccess: (data) => queryClient.setQueryData(jobPostKeys.managed(token), data),
  })
}
