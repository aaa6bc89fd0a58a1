import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminKeys } from './queryKeys'
import { apiCall } from '@web/lib/api/client'

/** POST /api/admin/ingest: import every enabled provider now (the schedule does it every 6 hours); the runs and the boards' health change. */
export const runIngestion = () => apiCall('postAdminIngest', { body: {} })

export function useRunIngestion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: runIngestion,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.ingestionRuns() }), queryClient.invalidateQueries({ queryKey: adminKeys.jobBoards() })]),
  })
}
