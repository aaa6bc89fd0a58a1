import type { TaskConfig } from 'payload'
import { metrics } from './metrics'

/** The task with its runs counted in /metrics (`nomad_task_runs_total`): completed, or failed when it throws. */
export function measuredTask(task: TaskConfig): TaskConfig {
  const { handler, slug } = task
  if (typeof handler !== 'function') return task
  return {
    ...task,
    handler: async (args) => {
      try {
        const result = await handler(args)
        metrics.taskRuns.inc({ task: slug, outcome: 'completed' })
        return result
      } catch (error) {
        metrics.taskRuns.inc({ task: slug, outcome: 'failed' })
        throw error
      }
    },
  } as TaskConfig
}
