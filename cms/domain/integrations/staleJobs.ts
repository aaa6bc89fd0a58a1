import type { Payload } from 'payload'
import { logger } from '@cms/lib/logger'
import { settings } from '@cms/lib/settings'
import { unmarkStaleJobs } from './queueStore'

/**
 * Puts back on the queue the jobs a process claimed and never finished: Payload marks a job `processing` when
 * a runner takes it and clears the mark when the run ends, so a worker killed mid-task (a crash, SIGKILL, a lost
 * machine) leaves its job marked for good and no runner would take it again. A job still marked after
 * `staleSeconds` (longer than any task runs) is unmarked and runs again; each is logged, because its effects
 * may happen twice where the database cannot decide them (an e-mail the SMTP server accepted just before the
 * crash goes out again: at most one per job). Answers the ids it put back.
 */
export async function requeueStaleJobs(payload: Payload, staleSeconds: number): Promise<number[]> {
  const rows = await unmarkStaleJobs(payload, staleSeconds)
  for (const job of rows) logger.warn({ jobId: job.id, task: job.task }, 'queue: a job left unfinished by a stopped process runs again (its e-mail, if any, may go out twice)')
  return rows.map((job) => job.id)
}

/** In a process that runs the queue: looks for jobs left unfinished at start and every minute. */
export function sweepStaleJobs(payload: Payload): NodeJS.Timeout {
  const sweep = () => void requeueStaleJobs(payload, settings().JOB_STALE_SECONDS).catch((error: unknown) => logger.error({ err: error }, 'queue: looking for unfinished jobs failed'))
  sweep()
  return setInterval(sweep, 60_000).unref()
}
