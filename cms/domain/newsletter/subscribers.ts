import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { SubscribeResponse } from '@cms/contract/newsletter'
import { env } from '@cms/lib/env'
import { normaliseEmail } from '@cms/lib/email'
import { HttpError } from '@cms/lib/http'
import { query } from '@cms/lib/sql'
import { createAddressToken, createUnsubscribeToken, verifyAddressToken, verifyUnsubscribeToken } from './unsubscribeToken'
import { enforceRateLimits, LIMITS } from '@cms/domain/accounts/rateLimit'
import { type MailMessage, sendMail, type SentMail } from '@cms/domain/mail/mailer'
import { queueMail } from '@cms/domain/mail/sendMailTask'

export interface Subscription {
  email: string
  name?: string | null
  marketingConsent: boolean
  source: string
}

export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing to our newsletter.'
export const UNSUBSCRIBED_MESSAGE = 'You have been unsubscribed. You will not receive any more newsletter e-mails.'
export const RESUBSCRIBED_MESSAGE = 'Your subscription is active again. Welcome back!'
export const INVALID_CONFIRM_LINK = 'This confirmation link is invalid or incomplete.'

/**
 * Subscribe or update an address in one atomic upsert on the unique e-mail index, so any number of
 * concurrent requests for the same address leave one row (a find-then-create would race). A repeat
 * updates consent, source and name (when given) of an active subscription. An address that unsubscribed
 * is left as it is: only its owner can re-activate it, through the link mailed to it ('unsubscribed').
 * The answer to the visitor does not tell which case happened.
 */
export async function upsertSubscriber(payload: Payload, input: Subscription): Promise<{ outcome: 'created' | 'updated' | 'unsubscribed' }> {
  const email = normaliseEmail(input.email)
  const name = input.name?.trim() || null
  const rows = await query<{ created: boolean }>(payload, sql`
    INSERT INTO subscribers (email, name, marketing_consent, source, subscribed_at, is_active, unsubscribed_at, updated_at, created_at)
    VALUES (${email}, ${name}, ${input.marketingConsent}, ${input.source}, now(), true, NULL, now(), now())
    ON CONFLICT (email) DO UPDATE SET
      name = COALESCE(EXCLUDED.name, subscribers.name),
      marketing_consent = EXCLUDED.marketing_consent,
      source = EXCLUDED.source,
      updated_at = now()
    WHERE subscribers.is_active
    RETURNING (xmax = 0) AS created`)
  const row = rows[0]
  return { outcome: !row ? 'unsubscribed' : row.created ? 'created' : 'updated' }
}

/** POST /api/newsletter/confirm: the owner re-activates an address that had unsubscribed. */
export async function confirmResubscribe(payload: Payload, token: string): Promise<SubscribeResponse> {
  const email = verifyAddressToken(payload.secret, 'newsletter-resubscribe', token)
  if (!email) throw new HttpError(400, INVALID_CONFIRM_LINK, { success: false })
  await query(payload, sql`
    UPDATE subscribers SET is_active = true, marketing_consent = true, subscribed_at = now(), unsubscribed_at = NULL, updated_at = now()
    WHERE email = ${normaliseEmail(email)} AND NOT is_active`)
  return { success: true, message: RESUBSCRIBED_MESSAGE }
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

/** Every newsletter e-mail is built here, so each carries the one-click unsubscribe headers and link. */
export function newsletterMessage(payload: Payload, to: string, message: { subject: string; text: string }): MailMessage {
  const links = unsubscribeLinks(payload, to)
  return {
    to,
    subject: message.subject,
    text: `${message.text}\n\n--\nYou receive this because you subscribed to Nomad Jobs updates.\nUnsubscribe: ${links.page}\n`,
    headers: { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}

export async function sendNewsletterMail(payload: Payload, to: string, message: { subject: string; text: string }): Promise<SentMail> {
  return sendMail(newsletterMessage(payload, to, message))
}

function confirmResubscribeMessage(payload: Payload, email: string): MailMessage {
  const link = `${env.siteUrl}/newsletter/confirm?token=${encodeURIComponent(createAddressToken(payload.secret, 'newsletter-resubscribe', email))}`
  return {
    to: email,
    subject: 'Confirm your Nomad Jobs subscription',
    text: `Someone asked to subscribe this address to Nomad Jobs updates again.\n\nIf it was you, confirm here:\n${link}\n\nIf it wasn't you, ignore this e-mail: you stay unsubscribed.`,
  }
}

/**
 * POST /api/newsletter/subscribe, under the same kind of limits as the account calls. The welcome mail
 * (or, for an address that unsubscribed, the confirmation request) goes through the jobs queue, so it is
 * sent even if the server stops right after answering.
 */
export async function subscribe(payload: Payload, input: Subscription, client: string): Promise<SubscribeResponse> {
  const email = normaliseEmail(input.email)
  await enforceRateLimits(payload, [
    { name: 'newsletter:client', subject: client, ...LIMITS.newsletterPerClient },
    { name: 'newsletter:email', subject: email, ...LIMITS.newsletterPerEmail },
  ]).catch((error: unknown) => {
    // A refusal gets the newsletter's answer shape; anything else (the database away: a 503) goes on as it is.
    if (!(error instanceof HttpError)) throw error
    throw new HttpError(error.status, error.message, { ...error.body, success: false })
  })
  const { outcome } = await upsertSubscriber(payload, input)
  if (outcome === 'created') {
    await queueMail(
      payload,
      newsletterMessage(payload, email, {
        subject: 'Welcome to Nomad Jobs updates',
        text: "Thanks for subscribing! You'll start receiving our digital nomad updates soon: the latest remote jobs, travel tips and guides.",
      }),
    )
  }
  if (outcome === 'unsubscribed') await queueMail(payload, confirmResubscribeMessage(payload, email))
  return { success: true, message: SUBSCRIBED_MESSAGE }
}

/** Active subscribers (the admin panel's newsletter tab only shows a count). */
export async function countSubscribers(payload: Payload): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'subscribers', where: { isActive: { equals: true } } })
  return totalDocs
}
