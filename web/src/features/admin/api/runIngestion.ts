import type { IngestResponse } from '@cms/contract/admin'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'
import { adminKeys } from './queryKeys'

/** POST /api/admin/ingest: import every enabled provider now (the schedule does it every 6 hours). */
export const runIngestion = () => apiRequest<IngestResponse>('POST', '/api/admin/ingest', {})

export function useRunIngestion() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: runIngestion, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.ingestionRuns() }) })
}
