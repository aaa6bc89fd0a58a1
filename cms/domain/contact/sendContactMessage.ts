import type { Payload } from 'payload'
import type { z } from 'zod'
import { CONTACT_HONEYPOT_FIELD, CONTACT_TOPICS, type contactRequestSchema } from '@cms/contract/contact'
import { env } from '@cms/lib/env'
import { logger } from '@cms/lib/logger'
import { queueMail } from '../mail/sendMailTask'
import { staffInbox } from './staffInbox'

type ContactInput = z.output<typeof contactRequestSchema>

/** A header-safe one-line name (a typed line break must not start a header of its own). */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * Stores a visitor's message for staff (the `contact-messages` collection, linked to the signed-in account if
 * any) and mails it to the staff inbox with Reply-To the sender, through the mail queue (kept and retried if SMTP
 * is down). A message whose hidden field was filled in came from a bot: it is dropped without a trace beyond a
 * log line, and answered like any other.
 */
export async function sendContactMessage(payload: Payload, input: ContactInput, sender: { userId: number | null }): Promise<void> {
  if (input[CONTACT_HONEYPOT_FIELD]) {
    logger.info({ topic: input.topic }, 'contact: message with the hidden field filled in dropped')
    return
  }
  const name = oneLine(input.name)
  const stored = await payload.create({
    collection: 'contact-messages',
    overrideAccess: true,
    data: { name, email: input.email, topic: input.topic, message: input.message, user: sender.userId, title: '' },
  })
  const to = await staffInbox(payload)
  if (!to) {
    logger.error({ id: stored.id }, 'contact: no SUPPORT_EMAIL and no admin account, the message is only in /cms')
    return
  }
  await queueMail(payload, {
    to,
    replyTo: { name, address: input.email },
    subject: `[Contact] ${stored.title}`,
    text: `${CONTACT_TOPICS[input.topic]}, from ${name} <${input.email}>${sender.userId ? ` (account ${sender.userId})` : ''}:\n\n${input.message}\n\nReply to this e-mail to answer ${name}. In /cms: ${env.siteUrl}/cms/collections/contact-messages/${stored.id}`,
  })
}
