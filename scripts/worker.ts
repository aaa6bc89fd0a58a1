/**
 * `npm run worker`: the background process for several web servers (started with JOBS_AUTORUN=false).
 * Runs Payload's jobs queue (ingestion, scheduled tasks, and every other queue) against DATABASE_URL,
 * polling every JOBS_RUN_CRON (default every 5 seconds). The web servers apply migrations; the worker
 * only waits for them. SIGTERM lets the job in progress finish before exiting. With WORKER_METRICS_PORT and
 * METRICS_TOKEN it serves its own /metrics (task outcomes are counted where the tasks run).
 */
import { ensurePayloadSecret } from './lib/secret'

process.env.NOMAD_PROCESS = 'worker'
process.env.JOBS_RUN_CRON ||= '*/5 * * * * *'
process.env.NEXT_TELEMETRY_DISABLED = '1'
if (!process.env.DATABASE_URL) {
  console.error('[worker] DATABASE_URL is not set: the worker joins the web servers\' database (see docs/operations.md).')
  process.exit(1)
}
ensurePayloadSecret()

const { getPayloadClient } = await import('@cms/lib/payload')
const payload = await getPayloadClient({ cron: true })
const { metrics } = await import('@cms/lib/metrics')
metrics.watch(payload)
const metricsServer = (await import('@cms/server/workerMetrics')).serveWorkerMetrics()
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
  metricsServer?.close()
  await payload.destroy().catch((error: unknown) => console.error('[worker] shutdown:', error))
  process.exit(0)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(signal))
