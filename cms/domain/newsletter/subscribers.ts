import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { SubscribeResponse } from '@cms/contract/newsletter'
import { env } from '@cms/lib/env'
import { normaliseEmail } from '@cms/lib/email'
import { HttpError } from '@cms/lib/http'
import { query } from '@cms/lib/sql'
import { sendMail, type SentMail } from '../mail/mailer'
import { createUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribeToken'

export interface Subscription {
  email: string
  name?: string | null
  marketingConsent: boolean
  source: string
}

export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing to our newsletter.'
export const UNSUBSCRIBED_MESSAGE = 'You have been unsubscribed. You will not receive any more newsletter e-mails.'

/**
 * Subscribe or update an address in one atomic upsert on the unique e-mail index, so any number of
 * concurrent requests for the same address leave one row (a find-then-create would race). A repeat
 * updates consent, source and name (when given) and re-activates an unsubscribed address. Returns whether
 * the row is new. The answer does not tell whether the address was already subscribed.
 */
export async function upsertSubscriber(payload: Payload, input: Subscription): Promise<{ created: boolean }> {
  const email = normaliseEmail(input.email)
  const name = input.name?.trim() || null
  const rows = await query<{ created: boolean }>(payload, sql`
    INSERT INTO subscribers (email, name, marketing_consent, source, subscribed_at, is_active, unsubscribed_at, updated_at, created_at)
    VALUES (${email}, ${name}, ${input.marketingConsent}, ${input.source}, now(), true, NULL, now(), now())
    ON CONFLICT (email) DO UPDATE SET
      name = COALESCE(EXCLUDED.name, subscribers.name),
      marketing_consent = EXCLUDED.marketing_consent,
      source = EXCLUDED.source,
      subscribed_at = CASE WHEN subscribers.is_active THEN subscribers.subscribed_at ELSE now() END,
      is_active = true,
      unsubscribed_at = NULL,
      updated_at = now()
    RETURNING (xmax = 0) AS created`)
  return { created: rows[0]?.created === true }
}

/** One-click unsubscribe (RFC 8058): idempotent; the token proves the address. */
export async function unsubscribe(payload: Payload, token: string): Promise<SubscribeResponse> {
  const email = verifyUnsubscribeToken(payload.secret, token)
  if (!email) throw new HttpError(400, 'This unsubscribe link is invalid or incomplete.', { success: false })
  await query(payload, sql`
    UPDATE subscribers SET is_active = false, marketing_consent = false, unsubscribed_at = COALESCE(unsubscribed_at, now()), updated_at = now()
    WHERE email = ${normaliseEmail(email)}`)
  return { success: true, message: UNSUBSCRIBED_MESSAGE }
}

export function unsubscribeLinks(payload: Payload, email: string) {
  const token = encodeURIComponent(createUnsubscribeToken(payload.secret, normaliseEmail(email)))
  return {
    /** The RFC 8058 target: mail clients POST 'List-Unsubscribe=One-Click' to it. */
    oneClick: `${env.siteUrl}/api/newsletter/unsubscribe?token=${token}`,
    /** The page in the e-mail body where a person confirms with a button (a POST, never a bare GET). */
    page: `${env.siteUrl}/newsletter/unsubscribe?token=${token}`,
  }
}

/** Every newsletter e-mail goes through here, so each carries the one-click unsubscribe headers and link. */
export async function sendNewsletterMail(payload: Payload, to: string, message: { subject: string; text: string }): Promise<SentMail> {
  const links = unsubscribeLinks(payload, to)
  return sendMail({
    to,
    subject: message.subject,
    text: `${message.text}\n\n--\nYou receive this because you subscribed to Nomad Jobs updates.\nUnsubscribe: ${links.page}\n`,
    headers: { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  })
}

export async function subscribe(payload: Payload, input: Subscription): Promise<SubscribeResponse> {
  const { created } = await upsertSubscriber(payload, input)
  if (created) {
    // The welcome mail is best effort: a mail outage must not fail the subscription.
    await sendNewsletterMail(payload, normaliseEmail(input.email), {
      subject: 'Welcome to Nomad Jobs updates',
      text: "Thanks for subscribing! You'll start receiving our digital nomad updates soon: the latest remote jobs, travel tips and guides.",
    }).catch((error) => console.error('[newsletter] welcome mail failed:', error))
  }
  return { success: true, message: SUBSCRIBED_MESSAGE }
}

/** Active subscribers (the admin panel's newsletter tab only shows a count). */
export async function countSubscribers(payload: Payload): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'subscribers', where: { isActive: { equals: true } } })
  return totalDocs
}
