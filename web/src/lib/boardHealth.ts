import type { ApiAnswer } from '@web/lib/api/client'

export type JobBoardView = ApiAnswer<'getAdminJobBoards'>['boards'][number]

export interface BoardHealth {
  tone: 'ok' | 'failed' | 'waiting'
  label: string
  /** The last run's figures, or why it failed. */
  detail: string
}

/** A board's last run in words: its figures, the error with the ATS's status, or that no run has read it yet. */
export function boardHealth(run: JobBoardView['lastRun']): BoardHealth {
  if (!run) return { tone: 'waiting', label: 'Not read yet', detail: 'The next import reads it.' }
  if (run.status === 'failed') return { tone: 'failed', label: run.httpStatus ? `Error ${run.httpStatus}` : 'Error', detail: run.error ?? 'The fetch failed.' }
  const figures = `${run.fetched} fetched, ${run.remoteKept} remote kept, ${run.created} new, ${run.expired} expired`
  return run.status === 'not-modified' ? { tone: 'ok', label: 'Unchanged', detail: `Not modified since the last read (${run.fetched} fetched, ${run.remoteKept} remote kept).` } : { tone: 'ok', label: 'OK', detail: figures }
}
