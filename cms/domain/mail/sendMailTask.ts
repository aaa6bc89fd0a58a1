import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type TaskConfig } from 'payload'
import { type MailMessage, sendMail } from './mailer'
import { logger } from '@cms/lib/logger'

export const MAIL_QUEUE = 'mail'

/**
 * Sends one e-mail from the jobs queue. A mail queued here survives a crash or restart (the queue row
 * is in PostgreSQL) and is retried when the SMTP server is briefly down.
 */
export const sendMailTask = {
  slug: 'sendMail',
  label: 'Send one e-mail',
  inputSchema: [{ name: 'message', type: 'json', required: true }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input }: { input: { message: MailMessage } }) => {
    await sendMail(input.message)
    return { output: {} }
  },
} as unknown as TaskConfig

/**
 * How long the queue's runners leave a new mail to the server that queued it. Payload's run of one job by id takes
 * it even while another runner has it, so a worker polling just then would send the same mail a second time.
 */
const SERVER_SENDS_FIRST_MS = 60_000

/**
 * Queues the e-mail, then runs that one job in the background so it usually goes out at once; if the
 * process stops first, or the send fails, the queue's runners (this server's autoRun or a worker) send it once
 * SERVER_SENDS_FIRST_MS have passed, or at its retry's time.
 * The job is written in a transaction of its own: Payload inserts the row and then reads it back, and outside a
 * transaction a worker could take the new row, send the mail and delete the job in between, which failed the
 * request that queued it (a 500 after its post was stored) though the mail went out.
 */
export async function queueMail(payload: Payload, message: MailMessage): Promise<void> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  let job: { id: number | string }
  try {
    job = await payload.jobs.queue({ task: 'sendMail', input: { message }, queue: MAIL_QUEUE, waitUntil: new Date(Date.now() + SERVER_SENDS_FIRST_MS), req } as never)
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  void payload.jobs.runByID({ id: job.id, overrideAccess: true }).catch((error) => logger.error({ err: error }, 'mail: sending failed, the queue retries it'))
}
