import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { deliverAlerts } from '@cms/domain/alerts/deliver'
import { ingestProvider } from '@cms/domain/integrations/pipeline'
import { metrics } from '@cms/lib/metrics'
import { poolOf } from '@cms/lib/sql'
import { createRequestHandler } from '@cms/server/siteServer'
import { getTestPayload } from '../integration/helpers'
import { sendMailTo, startSmtpSink, type SmtpSink } from '../support/smtpSink'

vi.hoisted(() => {
  process.env.METRICS_TOKEN = 'scrape-me'
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_metrics'
})

/** Stands in for Next: a plain 404 for every path the server's own steps do not answer. */
function fallback(_request: http.IncomingMessage, response: http.ServerResponse) {
  response.writeHead(404)
  response.end()
}

let server: http.Server
let base: string
let sink: SmtpSink
beforeAll(async () => {
  sink = await startSmtpSink()
  sendMailTo(sink)
  server = http.createServer(createRequestHandler({ trustedProxyHops: 0, fallback }))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  delete process.env.SMTP_HOST
  await sink.close()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

const scrape = async () => (await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer scrape-me' } })).text()

/** The value of one sample line (`name{labels} value`), 0 when absent. */
function sample(text: string, name: string, labels: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && labels.split(',').every((label) => l.includes(label)))
  return line ? Number(line.split(' ').at(-1)) : 0
}

it('keeps /metrics from anyone without the token', async () => {
  expect((await fetch(`${base}/metrics`)).status).toBe(401)
  expect((await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer wrong-token' } })).status).toBe(401)
})

it('counts and times requests per route, counts cache lookups, and reports the pools and the process after traffic', async () => {
  const before = await scrape()
  for (let i = 0; i < 3; i++) expect((await fetch(`${base}/api/search?q=engineer`)).status).toBe(200)
  expect((await fetch(`${base}/api/jobs/no-such-job-anywhere`)).status).toBe(404)
  const after = await scrape()

  const searches = (text: string) => sample(text, 'nomad_http_requests_total', 'route="GET /api/search",status="2xx"')
  expect(searches(after) - searches(before)).toBe(3)
  expect(sample(after, 'nomad_http_requests_total', 'route="GET /api/jobs/:slug",status="4xx"')).toBeGreaterThanOrEqual(1)
  const timed = (text: string) => sample(text, 'nomad_http_request_duration_seconds_count', 'route="GET /api/search"')
  expect(timed(after) - timed(before)).toBe(3)
  const lookups = (text: string) =>
    text
      .split('\n')
      .filter((l) => l.startsWith('nomad_cache_lookups_total{'))
      .reduce((sum, l) => sum + Number(l.split(' ').at(-1)), 0)
  expect(lookups(after)).toBeGreaterThan(lookups(before))
  expect(sample(after, 'nomad_cache_lookups_total', 'result="hit"')).toBeGreaterThan(0)
  expect(after).toMatch(/^process_resident_memory_bytes \d+/m)
  expect(after).toMatch(/^nodejs_eventloop_lag_p99_seconds [\d.e-]+/m)
})

/** Sums every sample of a metric whose labels include all the given ones. */
function total(text: string, name: string, labels = ''): number {
  return text
    .split('\n')
    .filter((l) => l.startsWith(`${name}{`) && labels.split(',').every((label) => l.includes(label)))
    .reduce((sum, l) => sum + Number(l.split(' ').at(-1)), 0)
}

it('counts background work where it runs: task runs, e-mails, ingestion per provider, alert e-mails and Stripe webhooks', async () => {
  const payload = await getTestPayload()
  metrics.watch(payload)
  const token = `zmetrics${Date.now().toString(36)}`
  const before = await scrape()

  // A queued e-mail, sent by the queue's task.
  const mail = await payload.jobs.queue({ task: 'sendMail', input: { message: { to: `${token}@example.com`, subject: token, text: 'hello' } }, queue: 'mail' } as never)
  await payload.jobs.runByID({ id: (mail as { id: number }).id, overrideAccess: true })
  await sink.waitFor((m) => m.subject === token)

  // A provider whose fetch fails records a failed run (and expires nothing of the shared database's jobs).
  const failing = { fetchJobs: () => Promise.reject(new Error('provider down')), rawId: () => undefined, normalise: () => ({ skip: 'unused' }) }
  expect((await ingestProvider(payload, 'adzuna', { ignoreEnabled: true, client: failing as never })).status).toBe('failed')

  // A confirmed weekly alert (no other test delivers weekly ones) with one new matching job.
  const { docs: [job] } = await payload.find({ collection: 'jobs', where: { status: { equals: 'active' } }, limit: 1, sort: '-id' })
  await payload.update({ collection: 'jobs', id: job!.id, data: { title: `${job!.title} ${token}` }, overrideAccess: true })
  await poolOf(payload).query(`INSERT INTO job_alerts (email, frequency, search, confirmed_at, last_job_id) VALUES ($1, 'weekly', $2, now(), $3)`, [
    `alert-${token}@example.com`,
    `q=${token}`,
    job!.id - 1,
  ])
  expect((await deliverAlerts(payload, 'weekly')).sent).toBeGreaterThanOrEqual(1)

  // Stripe: one delivery with a bad signature, one signed event of a type the site does not handle.
  const webhook = (body: string, signature: string) => fetch(`${base}/api/stripe/webhook`, { method: 'POST', body, headers: { 'content-type': 'application/json', 'stripe-signature': signature } })
  expect((await webhook('{}', 't=1,v1=forged')).status).toBe(400)
  const event = JSON.stringify({ id: `evt_${token}`, object: 'event', type: 'customer.created', data: { object: {} } })
  expect((await webhook(event, Stripe.webhooks.generateTestHeaderString({ payload: event, secret: 'whsec_metrics' }))).status).toBe(200)

  const after = await scrape()
  const moved = (name: string, labels: string) => total(after, name, labels) - total(before, name, labels)
  expect(moved('nomad_task_runs_total', 'task="sendMail",outcome="completed"')).toBe(1)
  expect(moved('nomad_emails_total', 'outcome="sent"')).toBeGreaterThanOrEqual(2)
  expect(moved('nomad_ingestion_runs_total', 'provider="adzuna",status="failed"')).toBe(1)
  expect(moved('nomad_alert_emails_total', 'frequency="weekly",outcome="sent"')).toBeGreaterThanOrEqual(1)
  expect(moved('nomad_stripe_webhooks_total', 'outcome="rejected"')).toBe(1)
  expect(moved('nomad_stripe_webhooks_total', 'outcome="ignored"')).toBe(1)
  // A job left waiting in a queue nobody runs here is queue depth.
  await payload.jobs.queue({ task: 'sendMail', input: { message: { to: `${token}@example.com`, subject: `${token} waiting`, text: '-' } }, queue: 'mail' } as never)
  expect(total(await scrape(), 'nomad_queue_jobs', 'task="sendMail",state="queued"')).toBeGreaterThanOrEqual(1)
})
