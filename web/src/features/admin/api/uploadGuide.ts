import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminKeys } from './queryKeys'
import { apiUrl } from '@web/lib/api/client'

export class UploadNetworkError extends Error {}
export class UploadStatusError extends Error {
  constructor(readonly status: number) {
    super(`Server returned status ${status}`)
  }
}

/**
 * POST /api/admin/upload-guide as multipart (field guideFile) through XMLHttpRequest, whose upload
 * progress events drive the progress bar (fetch has no upload progress). HTTP 200 is success.
 */
export function uploadGuide(file: File, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', apiUrl('postAdminUploadGuide'))
    xhr.withCredentials = true
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100))
    }
    xhr.onload = () => (xhr.status === 200 ? resolve() : reject(new UploadStatusError(xhr.status)))
    xhr.onerror = () => reject(new UploadNetworkError('Network error occurred during upload.'))
    const form = new FormData()
    form.append('guideFile', file)
    xhr.send(form)
  })
}

export function useUploadGuide(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: File) => uploadGuide(file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.guideInfo() }),
  })
}
