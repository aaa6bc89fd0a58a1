import type { Payload, TaskHandler, TaskHandlerArgs, TypedJobs } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { query } from '@cms/lib/sql'

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

/**
 * Wraps a scheduled task's handler so each due time runs once across all processes. Jobs the scheduler
 * queued carry their due time in `waitUntil`; one queued by hand has none and always runs.
 */
export function oncePerDueTime<Slug extends keyof TypedJobs['tasks'] & string>(task: Slug, handler: TaskHandler<Slug>): TaskHandler<Slug> {
  return async (args: TaskHandlerArgs<Slug>) => {
    const dueAt = args.job.waitUntil ? new Date(args.job.waitUntil) : null
    if (dueAt && !(await claimScheduledRun(args.req.payload, task, dueAt))) return { output: {} } as Awaited<ReturnType<TaskHandler<Slug>>>
    return handler(args)
  }
}
