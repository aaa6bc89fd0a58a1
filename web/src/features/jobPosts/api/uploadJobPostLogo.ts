import type { jobPostLogoResponseSchema } from '@cms/contract/jobPosts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiFormRequest } from '@web/lib/apiClient'
import { jobPostKeys } from './queryKeys'

type LogoAnswer = z.infer<typeof jobPostLogoResponseSchema>

/** POST /api/job-posts/{id}/logo, multipart `token` + `file`: the company logo (images only, size-limited). */
export function uploadJobPostLogo(id: number, token: string, file: File): Promise<LogoAnswer> {
  const form = new FormData()
  form.append('token', token)
  form.append('file', file)
  return apiFormRequest<LogoAnswer>('POST', `/api/job-posts/${id}/logo`, form)
}

export function useUploadJobPostLogo(id: number, token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: File) => uploadJobPostLogo(id, token, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobPostKeys.managed(token) }),
  })
}
