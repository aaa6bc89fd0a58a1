import pg from 'pg'
import { expect, it, vi } from 'vitest'
import { MAIL_QUEUE, queueMail } from '@cms/domain/mail/sendMailTask'
import { logger } from '@cms/lib/logger'
import { sinkForThisFile } from '../support/sinkForThisFile'
import { getTestPayload } from './helpers'

const sink = sinkForThisFile()

it('queues a mail even when a worker takes the new job, sends it and deletes it at once', async () => {
  const payload = await getTestPayload()
  const subject = `zqueue${Date.now().toString(36)}`
  // The server's own run of each job then finds it gone, and says so: expected here.
  vi.spyOn(logger, 'error').mockImplementation(() => undefined)
  // A worker as eager as one can be: it removes each of these jobs the moment it can see it.
  const worker = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await worker.connect()
  let stop = false
  const taking = (async () => {
    while (!stop) await worker.query(`DELETE FROM payload_jobs WHERE input->'message'->>'subject' = $1`, [subject])
  })()
  try {
    const outcomes = await Promise.allSettled(Array.from({ length: 60 }, () => queueMail(payload, { to: 'eager@example.com', subject, text: '-' })))
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([])
  } finally {
    stop = true
    await taking
    await worker.end()
  }
})

it('sends a queued mail once when a worker runs the queue while the server sends it', async () => {
  const payload = await getTestPayload()
  const subjects = Array.from({ length: 20 }, (_, i) => `zonce${Date.now().toString(36)}-${i}`)
  for (const subject of subjects) {
    await queueMail(payload, { to: 'once@example.com', subject, text: '-' })
    // The worker's cron, right then.
    await payload.jobs.run({ queue: MAIL_QUEUE, overrideAccess: true })
  }
  for (const subject of subjects) await sink().waitFor((mail) => mail.subject === subject)
  // Time for a second copy of any of them to arrive.
  await new Promise((resolve) => setTimeout(resolve, 500))
  const copies = subjects.map((subject) => sink().messages.filter((mail) => mail.subject === subject).length)
  expect(copies).toEqual(subjects.map(() => 1))
})
