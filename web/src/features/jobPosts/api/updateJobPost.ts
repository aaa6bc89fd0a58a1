import type { UpdateJobPostRequest } from '@cms/contract/jobPosts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { jobPostKeys } from './queryKeys'
import { apiCall } from '@web/lib/api/client'

/** PATCH /api/job-posts/{id}: every field again with the token; a live post's edit waits for review. */
export const updateJobPost = (id: number, post: UpdateJobPostRequest) => apiCall('patchJobPostsId', { params: { id }, body: post })

export function useUpdateJobPost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, post }: { id: number; post: UpdateJobPostRequest }) => updateJobPost(id, post),
    onSuccess: (data, { post }) => queryClient.setQueryData(jobPostKeys.managed(post.token), data),
  })
}
