import type { CreateJobPostRequest } from '@cms/contract/jobPosts'
import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@web/lib/api/client'

/** POST /api/job-posts: stores a draft and mails the contact its manage link; 400 names each bad field. */
export const createJobPost = (post: CreateJobPostRequest) => apiCall('postJobPosts', { body: post })
export const useCreateJobPost = () => useMutation({ mutationFn: createJobPost })
