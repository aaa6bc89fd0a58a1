import type { CreateJobPostRequest, CreateJobPostResponse } from '@cms/contract/jobPosts'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'

/** POST /api/job-posts: stores a draft and mails the contact its manage link; 400 names each bad field. */
export const createJobPost = (post: CreateJobPostRequest) => apiRequest<CreateJobPostResponse>('POST', '/api/job-posts', post)
export const useCreateJobPost = () => useMutation({ mutationFn: createJobPost })
