import type { JobPostManage, UpdateJobPostRequest } from '@cms/contract/jobPosts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'
import { jobPostKeys } from './queryKeys'

/** PATCH /api/job-posts/{id}: every field again with the token; a live post's edit waits for review. */
export const updateJobPost = (id: number, post: UpdateJobPostRequest) => apiRequest<JobPostManage>('PATCH', `/api/job-posts/${id}`, post)

export function useUpdateJobPost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, post }: { id: number; post: UpdateJobPostRequest }) => updateJobPost(id, post),
    onSuccess: (data, { post }) => queryClient.setQueryData(jobPostKeys.managed(post.token), data),
  })
}
