import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { poolOf, query } from '@cms/lib/sql'

/** The queue's own rows beside Payload's: scheduled runs' claims, and jobs a stopped process left marked. */

/**
 * Claims one scheduled run: true for the first process that asks for this task and due time, false for
 * every later one. Payload's scheduler counts queued jobs before queueing, so two processes can both queue
 * the same due run (and both pick it up); the unique claim makes the second one a no-op.
 */
export async function claimScheduledRun(payload: Payload, task: string, dueAt: Date): Promise<boolean> {
  const rows = await query(
    payload,
    sql`INSERT INTO scheduled_task_claims (task, due_at) VALUES (${task}, ${dueAt.toISOString()}::timestamptz)
        ON CONFLICT DO NOTHING RETURNING task`,
  )
  return rows.length === 1
}

/** Unmarks unfinished jobs marked `processing` for longer than `staleSeconds`, so a runner takes them again: their ids and tasks. */
export async function unmarkStaleJobs(payload: Payload, staleSeconds: number): Promise<{ id: number; task: string }[]> {
  const { rows } = await poolOf(payload).query<{ id: number; task: string }>(
    `UPDATE payload_jobs SET processing = false, updated_at = now()
     WHERE processing AND completed_at IS NULL AND updated_at < now() - make_interval(secs => $1)
     RETURNING id, coalesce(task_slug::text, 'workflow') AS task`,
    [staleSeconds],
  )
  return rows
}
