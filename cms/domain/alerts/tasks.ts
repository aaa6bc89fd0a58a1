import type { Payload, TaskConfig } from 'payload'
import type { AlertFrequency } from '@cms/contract/alerts'
import { alertSettings } from './settings'

export const ALERTS_QUEUE = 'alerts'

/** A failed run (SMTP down) is retried with backoff; the claim in deliverAlerts keeps retries from repeating jobs. */
const RETRIES = { attempts: 5, backoff: { type: 'exponential' as const, delay: 60_000 } }

const TASK_SLUGS = { instant: 'deliverInstantAlerts', daily: 'deliverDailyAlerts', weekly: 'deliverWeeklyAlerts' } as const

function deliveryTask(frequency: AlertFrequency, cron: string): TaskConfig<(typeof TASK_SLUGS)[AlertFrequency]> {
  return {
    slug: TASK_SLUGS[frequency],
    label: `Send ${frequency} job alerts`,
    retries: RETRIES,
    schedule: [{ cron, queue: ALERTS_QUEUE }],
    outputSchema: [
      { name: 'due', type: 'number' },
      { name: 'sent', type: 'number' },
    ],
    handler: async ({ req }) => {
      const { deliverAlerts } = await import('./deliver')
      const { due, sent } = await deliverAlerts(req.payload, frequency)
      return { output: { due, sent } }
    },
  }
}

/** Instant alerts every ALERTS_INSTANT_CRON (and after ingestion runs); digests at ALERTS_DIGEST_HOUR UTC. */
export const alertTasks = () => [
  deliveryTask('instant', alertSettings.instantCron),
  deliveryTask('daily', `0 ${alertSettings.digestHour} * * *`),
  deliveryTask('weekly', `0 ${alertSettings.digestHour} * * ${alertSettings.weeklyDay}`),
]

/** Queued after an ingestion run that created jobs, so instant alerts go out within minutes. */
export async function queueInstantAlerts(payload: Payload): Promise<void> {
  await payload.jobs.queue({ task: TASK_SLUGS.instant as never, input: {} as never, queue: ALERTS_QUEUE })
}
