import type { JobPostManage } from '@cms/contract/jobPosts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'
import { jobPostKeys } from './queryKeys'

/** POST /api/job-posts/{id}/close: ends the post (and takes its job out of the lists) before its paid period ends. */
export const closeJobPost = (id: number, token: string) => apiRequest<JobPostManage>('POST', `/api/job-posts/${id}/close`, { token })

export function useCloseJobPost(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => closeJobPost(id, token),
    onSuccess: (data) => queryClient.setQueryData(jobPostKeys.managed(token), data),
  })
}
