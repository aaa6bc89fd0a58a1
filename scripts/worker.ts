/**
 * `npm run worker`: the background process for several web servers (started with JOBS_AUTORUN=false).
 * Runs Payload's jobs queue (ingestion, scheduled tasks, and every other queue) against DATABASE_URL,
 * polling every JOBS_RUN_CRON (default every 5 seconds). The web servers apply migrations; the worker
 * only waits for them. SIGTERM lets the job in progress finish before exiting. With WORKER_METRICS_PORT and
 * METRICS_TOKEN it serves its own /metrics (task outcomes are counted where the tasks run).
 */
import fs from 'node:fs'
import path from 'node:path'
import { ensurePayloadSecret } from './lib/secret'

process.env.NOMAD_PROCESS = 'worker'
process.env.JOBS_RUN_CRON ||= '*/5 * * * * *'
process.env.NEXT_TELEMETRY_DISABLED = '1'
if (!process.env.DATABASE_URL) {
  console.error('[worker] DATABASE_URL is not set: the worker joins the web servers\' database (see docs/operations.md).')
  process.exit(1)
}
ensurePayloadSecret()

const { getPayloadClient } = await import('@cms/payloadClient')
const payload = await getPayloadClient({ cron: true })
// A job a killed worker left marked running is put back on the queue.
const staleJobSweep = (await import('@cms/domain/integrations/staleJobs')).sweepStaleJobs(payload)
// A new site's first ingestion run, if this worker claims it (one process of all that start does).
const firstIngestion = (await import('@cms/domain/integrations/firstIngestion')).startFirstIngestion(payload)
const { metrics } = await import('@cms/lib/metrics')
metrics.watch(payload)
const metricsServer = (await import('@cms/server/workerMetrics')).serveWorkerMetrics()
const backupShipping = await shipBackupsToS3()

/** With S3_BUCKET set and a backup folder on this machine, copies its finished files to the bucket every minute. */
async function shipBackupsToS3(): Promise<NodeJS.Timeout | null> {
  const [{ settings }, { s3Settings }, { shipBackups }] = await Promise.all([import('@cms/lib/settings'), import('@cms/lib/storage/s3Settings'), import('./lib/shipBackups')])
  const s3 = s3Settings()
  const backupDir = path.resolve(settings().BACKUP_DIR)
  if (!s3 || !fs.existsSync(backupDir)) return null
  const ship = () =>
    shipBackups(backupDir, s3).then(
      (sent) => sent && console.log(`[worker] copied ${sent} backup file(s) to s3://${s3.bucket}`),
      (error: unknown) => console.error('[worker] copying backups to S3 failed, retried in a minute:', error),
    )
  void ship()
  return setInterval(() => void ship(), 60_000)
}
console.log(`[worker] running the jobs queue every ${process.env.JOBS_RUN_CRON} (cron)`)

const FINISH_TIMEOUT_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS || 30_000)
let stopping = false
async function stop(signal: string): Promise<void> {
  if (stopping) return
  stopping = true
  console.log(`[worker] ${signal}: picking up no more jobs, finishing the one in progress`)
  for (const cron of payload.crons) cron.pause()
  const deadline = Date.now() + FINISH_TIMEOUT_MS
  while (payload.crons.some((cron) => cron.isBusy()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
  // The first run counts as a claimed scheduled run: finish it like a cron's job.
  await Promise.race([firstIngestion, new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now())))])
  clearInterval(staleJobSweep)
  metricsServer?.close()
  if (backupShipping) clearInterval(backupShipping)
  await payload.destroy().catch((error: unknown) => console.error('[worker] shutdown:', error))
  process.exit(0)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(signal))
