import client from 'prom-client'
import type { Payload } from 'payload'
import { replicaSet, replicaStatus } from './replicas/replicaSet'
import { poolOf } from './sql'

/**
 * The process's Prometheus metrics (served at /metrics by cms/server/metricsEndpoint.ts). One registry per
 * process, on `globalThis`: Next's bundle loads its own copy of this module.
 */
const store = globalThis as typeof globalThis & { __nomadMetrics?: ReturnType<typeof createMetrics> }

function createMetrics() {
  const registry = new client.Registry()
  // Process memory, CPU, handles and event-loop delay (nodejs_eventloop_lag_*).
  client.collectDefaultMetrics({ register: registry })
  let payloadOf: () => Payload | undefined = () => undefined

  const requests = new client.Counter({
    name: 'nomad_http_requests_total',
    help: 'Requests answered, per route of the /api table or page type, and status class',
    labelNames: ['route', 'status'],
    registers: [registry],
  })
  const duration = new client.Histogram({
    name: 'nomad_http_request_duration_seconds',
    help: 'Time from request to the end of its answer, per route of the /api table or page type',
    labelNames: ['route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const shed = new client.Counter({
    name: 'nomad_http_shed_total',
    help: 'Requests refused at once with 503 and Retry-After because the server was full, per reason (in_flight, event_loop, sign_in_turns) and kind (api, page, cms, other)',
    labelNames: ['reason', 'kind'],
    registers: [registry],
  })
  const admissionLimit = new client.Gauge({
    name: 'nomad_admission_limit',
    help: 'Requests this process takes at once now (the adaptive admission limit; ADMISSION_MAX_IN_FLIGHT at most)',
    registers: [registry],
  })
  const cacheLookups = new client.Counter({ name: 'nomad_cache_lookups_total', help: 'Cache lookups per cache, hit or miss', labelNames: ['cache', 'result'], registers: [registry] })
  // Background work, counted by the process that does it (the worker, or the one server that runs the queue).
  const taskRuns = new client.Counter({ name: 'nomad_task_runs_total', help: 'Jobs-queue task runs per task, completed or failed', labelNames: ['task', 'outcome'], registers: [registry] })
  const ingestionRuns = new client.Counter({
    name: 'nomad_ingestion_runs_total',
    help: 'Ingestion runs per provider and final status (succeeded, failed, skipped)',
    labelNames: ['provider', 'status'],
    registers: [registry],
  })
  const ingestedJobs = new client.Counter({
    name: 'nomad_ingested_jobs_total',
    help: 'Jobs an ingestion run created, updated or expired, per provider',
    labelNames: ['provider', 'change'],
    registers: [registry],
  })
  const linkChecks = new client.Counter({ name: 'nomad_link_checks_total', help: 'Apply links checked, per result (live, dead, unknown)', labelNames: ['result'], registers: [registry] })
  const alertEmails = new client.Counter({ name: 'nomad_alert_emails_total', help: 'Alert e-mails per frequency, sent or failed', labelNames: ['frequency', 'outcome'], registers: [registry] })
  const emails = new client.Counter({ name: 'nomad_emails_total', help: 'E-mails handed to SMTP (or the outbox), sent or failed', labelNames: ['outcome'], registers: [registry] })
  const stripeWebhooks = new client.Counter({
    name: 'nomad_stripe_webhooks_total',
    help: 'Stripe webhook deliveries per outcome (fulfilled, duplicate, ignored, rejected, failed)',
    labelNames: ['outcome'],
    registers: [registry],
  })

  new client.Gauge({
    name: 'nomad_db_pool_connections',
    help: 'Database connections per pool (primary, replica host:port) and state',
    labelNames: ['pool', 'state'],
    registers: [registry],
    collect() {
      this.reset()
      const payload = payloadOf()
      const pools = [...(payload ? [['primary', poolOf(payload)] as const] : []), ...(replicaSet()?.replicas.map((replica) => [replica.label, replica.pool] as const) ?? [])]
      for (const [name, pool] of pools) {
        this.set({ pool: name, state: 'total' }, pool.totalCount)
        this.set({ pool: name, state: 'idle' }, pool.idleCount)
        this.set({ pool: name, state: 'waiting' }, pool.waitingCount)
      }
    },
  })
  new client.Gauge({
    name: 'nomad_replica_lag_bytes',
    help: "WAL the replica has not replayed yet (the primary's position minus the replica's)",
    labelNames: ['replica'],
    registers: [registry],
    collect() {
      this.reset()
      for (const replica of replicaStatus()) if (replica.lagBytes !== null) this.set({ replica: replica.label }, replica.lagBytes)
    },
  })
  new client.Gauge({
    name: 'nomad_replica_healthy',
    help: '1 while the replica serves reads, 0 while it is skipped',
    labelNames: ['replica'],
    registers: [registry],
    collect() {
      this.reset()
      for (const replica of replicaStatus()) this.set({ replica: replica.label }, replica.healthy ? 1 : 0)
    },
  })
  new client.Gauge({
    name: 'nomad_replica_reads',
    help: 'Reads the replica answered since this process started',
    labelNames: ['replica'],
    registers: [registry],
    collect() {
      this.reset()
      for (const replica of replicaStatus()) this.set({ replica: replica.label }, replica.reads)
    },
  })
  new client.Gauge({
    name: 'nomad_queue_jobs',
    help: 'Jobs-queue tasks per task and state (queued, running, failed)',
    labelNames: ['task', 'state'],
    registers: [registry],
    async collect() {
      this.reset()
      const payload = payloadOf()
      if (!payload) return
      const { rows } = await poolOf(payload).query<{ task: string; state: string; count: number }>(
        `SELECT coalesce(task_slug::text, 'workflow') AS task,
                CASE WHEN processing THEN 'running' WHEN has_error THEN 'failed' ELSE 'queued' END AS state, count(*)::int AS count
         FROM payload_jobs WHERE completed_at IS NULL GROUP BY 1, 2`,
      )
      for (const row of rows) this.set({ task: row.task, state: row.state }, row.count)
    },
  })

  return {
    registry,
    requests,
    duration,
    shed,
    admissionLimit,
    cacheLookups,
    taskRuns,
    ingestionRuns,
    ingestedJobs,
    linkChecks,
    alertEmails,
    emails,
    stripeWebhooks,
    /** The instance whose pools and queue the gauges read (set once the server has it). */
    watch(payload: Payload) {
      payloadOf = () => payload
    },
  }
}

export const metrics = (store.__nomadMetrics ??= createMetrics())

/** Counts a lookup of a named cache. */
export function countCacheLookup(cache: string, hit: boolean): void {
  metrics.cacheLookups.inc({ cache, result: hit ? 'hit' : 'miss' })
}
