import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { adminKeys } from './queryKeys'
import { apiCall } from '@web/lib/api/client'

export const jobBoardsQueryOptions = () => queryOptions({ queryKey: adminKeys.jobBoards(), queryFn: () => apiCall('getAdminJobBoards') })

/** GET /api/admin/job-boards: every board with its last run's health. */
export const useJobBoards = () => useQuery(jobBoardsQueryOptions())

/** A change to the boards, then the list read again. */
function useBoardChange<Input, Answer>(change: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: change, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.jobBoards() }) })
}

/** POST /api/admin/job-boards: a board from its careers URL (400 names the URLs that work, 409 an already listed board). */
export const useAddJobBoard = () => useBoardChange((url: string) => apiCall('postAdminJobBoards', { body: { url } }))

/** PATCH /api/admin/job-boards/:id: on or off (off expires its jobs). */
export const useSetJobBoardEnabled = () =>
  useBoardChange(({ id, enabled }: { id: number; enabled: boolean }) => apiCall('patchAdminJobBoardsId', { params: { id }, body: { enabled } }))

/** DELETE /api/admin/job-boards/:id: the board removed, its jobs expired. */
export const useRemoveJobBoard = () => useBoardChange((id: number) => apiCall('deleteAdminJobBoardsId', { params: { id } }))
