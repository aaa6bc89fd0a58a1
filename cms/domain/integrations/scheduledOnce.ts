import type { TaskHandler, TaskHandlerArgs, TypedJobs } from 'payload'
import { claimScheduledRun } from './queueStore'

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
