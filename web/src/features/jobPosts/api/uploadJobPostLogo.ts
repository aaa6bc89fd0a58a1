import { useMutation, useQueryClient } from '@tanstack/react-query'
import { jobPostKeys } from './queryKeys'
import { apiUpload } from '@web/lib/api/client'

/** POST /api/job-posts/{id}/logo, multipart `token` + `file`: the company logo (images only, size-limited). */
export function uploadJobPostLogo(id: number, token: string, file: File) {
  const form = new FormData()
  form.append('token', token)
  form.append('file', file)
  return apiUpload('postJobPostsIdLogo', form, { params: { id } })
}

export function useUploadJobPostLogo(id: number, token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: File) => uploadJobPostLogo(id, token, file),
    // The logo is the company's too: the claimed profile shows it.
    onSuccess: () => Promise.all([jobPostKeys.managed(token), jobPostKeys.company(id, token)].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  })
}
