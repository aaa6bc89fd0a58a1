import { expect, it } from 'vitest'
import { deliverAlerts } from '@cms/domain/alerts/deliver'
import { requeueStaleJobs } from '@cms/domain/integrations/staleJobs'
import { poolOf } from '@cms/lib/sql'
import { sinkForThisFile } from '../support/sinkForThisFile'
import { getTestPayload } from './helpers'

/**
 * A worker killed mid-task: Payload leaves the job marked `processing`, so no runner takes it again until the
 * sweep puts it back; it then runs again, and its effects happen once where the database decides them.
 */
const sink = sinkForThisFile()
const token = `zcrash${Date.now().toString(36)}`

const STALE_SECONDS = 900

/** The job as a worker killed during its run leaves it: taken (`processing`), never completed, long ago. */
async function leftByKilledWorker(id: number | string, secondsAgo = 3600) {
  const payload = await getTestPayload()
  await poolOf(payload).query(`UPDATE payload_jobs SET processing = true, completed_at = NULL, updated_at = now() - make_interval(secs => $2) WHERE id = $1`, [id, secondsAgo])
}

/** Runs one job as the worker's cron does (Payload's runner, which takes only jobs not marked processing). */
const runQueued = async (id: number, queue: string) => (await getTestPayload()).jobs.run({ queue, where: { id: { equals: id } }, overrideAccess: true })

const processing = async (id: number | string) =>
  (await poolOf(await getTestPayload()).query<{ processing: boolean }>('SELECT processing FROM payload_jobs WHERE id = $1', [id])).rows[0]!.processing

it('puts a job a killed worker left behind back on the queue, and leaves one another worker is running', async () => {
  const payload = await getTestPayload()
  const queue = (subject: string) => payload.jobs.queue({ task: 'sendMail', input: { message: { to: `${token}@example.com`, subject, text: '-' } }, queue: 'mail' } as never) as Promise<{ id: number }>
  const abandoned = await queue(`${token} abandoned`)
  const running = await queue(`${token} running`)
  await leftByKilledWorker(abandoned.id)
  await leftByKilledWorker(running.id, 5)

  // The queue's runner (the worker's cron) skips a job marked processing: without the sweep the mail never goes out.
  await runQueued(abandoned.id, 'mail')
  expect(sink().messages.filter((m) => m.subject === `${token} abandoned`)).toHaveLength(0)

  const requeued = await requeueStaleJobs(payload, STALE_SECONDS)
  expect(requeued).toContain(abandoned.id)
  expect(requeued).not.toContain(running.id)
  expect(await processing(running.id)).toBe(true)

  await runQueued(abandoned.id, 'mail')
  await sink().waitFor((m) => m.subject === `${token} abandoned`)
  expect(sink().messages.filter((m) => m.subject === `${token} abandoned`)).toHaveLength(1)
  expect(await requeueStaleJobs(payload, STALE_SECONDS)).not.toContain(abandoned.id)
  // Leave nothing marked for other files' runs.
  await poolOf(payload).query('UPDATE payload_jobs SET processing = false, completed_at = now() WHERE id = $1', [running.id])
})

it('runs an alert delivery again after a crash that came after its e-mails went out, and sends none of them twice', async () => {
  const payload = await getTestPayload()
  const { docs: [job] } = await payload.find({ collection: 'jobs', where: { status: { equals: 'active' } }, limit: 1, sort: '-id', depth: 0 })
  await payload.update({ collection: 'jobs', id: job!.id, data: { title: `${job!.title} ${token}` }, overrideAccess: true })
  const email = `alert-${token}@example.com`
  await poolOf(payload).query(`INSERT INTO job_alerts (email, frequency, search, confirmed_at, last_job_id) VALUES ($1, 'weekly', $2, now(), $3)`, [email, `q=${token}`, job!.id - 1])

  const delivery = (await payload.jobs.queue({ task: 'deliverWeeklyAlerts' as never, input: {} as never, queue: 'alerts' })) as { id: number }
  // A worker takes the job, its run sends the e-mail (the SMTP server accepts it), and the worker dies before
  // the queue records the run as done: the job stays marked, and the e-mail is out.
  await leftByKilledWorker(delivery.id)
  await deliverAlerts(payload, 'weekly')
  await sink().waitFor((m) => m.to?.[0]?.address === email)

  expect(await requeueStaleJobs(payload, STALE_SECONDS)).toContain(delivery.id)
  await runQueued(delivery.id, 'alerts')
  // The second run completed (Payload deletes a job once done).
  expect((await poolOf(payload).query('SELECT 1 FROM payload_jobs WHERE id = $1', [delivery.id])).rowCount).toBe(0)
  // The alert was claimed before its e-mail was sent: the second run finds nothing new for it.
  expect(sink().messages.filter((m) => m.to?.[0]?.address === email)).toHaveLength(1)
})
