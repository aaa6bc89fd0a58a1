import type { Payload, TaskConfig } from 'payload'
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
 * Queues the e-mail, then runs that one job in the background so it usually goes out at once; if the
 * process stops first, the queue's next run (this server's autoRun or a worker) sends it.
 */
export async function queueMail(payload: Payload, message: MailMessage): Promise<void> {
  const job: { id: number | string } = await payload.jobs.queue({ task: 'sendMail', input: { message }, queue: MAIL_QUEUE } as never)
  void payload.jobs.runByID({ id: job.id, overrideAccess: true }).catch((error) => logger.error({ err: error }, 'mail: sending failed, the queue retries it'))
}
