import type { Payload } from 'payload'
import { logger } from '@cms/lib/logger'
import { claimScheduledRun } from './queueStore'

/**
 * Payload's key-value store keeps when a new site's first run fell due; it stays, and the claim of that due time
 * is what lets it run once (a runner starting later finds the claim taken).
 */
const FIRST_RUN_KEY = 'ingestion:first-run-due'

/** The scheduled task whose claims the first run shares, so it counts as one of the schedule's runs. */
const SCHEDULED_TASK = 'ingestEnabledProviders'

/** Called when the first start seeds an empty database: the first ingestion run is due now, not at the next six-hourly slot. */
export async function markFirstIngestionDue(payload: Payload, dueAt = new Date()): Promise<void> {
  await payload.kv.set(FIRST_RUN_KEY, { dueAt: dueAt.toISOString() })
}

/** When the first run fell due; null on a site whose database was not empty at its first start. */
export async function firstIngestionDueAt(payload: Payload): Promise<Date | null> {
  const due = await payload.kv.get<{ dueAt: string }>(FIRST_RUN_KEY)
  return due ? new Date(due.dueAt) : null
}

/**
 * In a process that runs the queue (the worker, or the one server that runs its own): runs the first ingestion
 * run if it is due and this process wins its claim. It does not go through the jobs queue: two workers can pick
 * up the same queued job, and the one that finishes second writes its log to a job the first one deleted. The
 * claim is the schedule's own (task and due time, unique), so of any number of processes starting at once
 * exactly one runs it. Answers whether this process ran it.
 */
export async function runFirstIngestionIfDue(payload: Payload): Promise<boolean> {
  const dueAt = await firstIngestionDueAt(payload)
  if (!dueAt || !(await claimScheduledRun(payload, SCHEDULED_TASK, dueAt))) return false
  const { ingestEnabledProviders } = await import('./pipeline')
  const runs = await ingestEnabledProviders(payload, { trigger: 'schedule' })
  logger.info({ runs: runs.map((run) => `${run.provider}: ${run.status}`) }, 'ingestion: the first start ran every enabled source once')
  return true
}

/** Starts the first run in the background; a failure is logged (the schedule runs again in six hours). */
export function startFirstIngestion(payload: Payload): Promise<void> {
  return runFirstIngestionIfDue(payload).then(
    () => undefined,
    (error: unknown) => logger.error({ err: error }, 'ingestion: the first run failed; the schedule runs it again'),
  )
}
