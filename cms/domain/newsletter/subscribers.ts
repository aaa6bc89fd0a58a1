import type { Payload } from 'payload'
import type { SubscribeResponse } from '@cms/contract/newsletter'
import { NEWSLETTER_CHECK_INBOX, NEWSLETTER_CONFIRM_LINK_DAYS } from '@cms/contract/newsletterValues'
import { env } from '@cms/lib/env'
import { normaliseEmail } from '@cms/lib/email'
import { Failure } from '@cms/domain/failure'
import { newLinkToken } from '@cms/lib/linkTokens'
import { INVALID_CONFIRM_LINK, takeConfirmLink } from './confirmLinkStore'
import { type Subscription, unsubscribeAddress, upsertSubscriber } from './subscriberStore'
import { createUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribeToken'
import { enforceRateLimits, LIMITS } from '@cms/domain/accounts/rateLimit'
import { type MailMessage, sendMail, type SentMail } from '@cms/domain/mail/mailer'
import { queueMail } from '@cms/domain/mail/sendMailTask'

export const SUBSCRIBED_MESSAGE = NEWSLETTER_CHECK_INBOX
export const UNSUBSCRIBED_MESSAGE = 'You have been unsubscribed. You will not receive any more newsletter e-mails.'
export const CONFIRMED_MESSAGE = 'Your subscription is confirmed. Welcome to Nomad Jobs updates!'
export { INVALID_CONFIRM_LINK }

/**
 * POST /api/newsletter/confirm: the owner confirms from the mailed link, a new subscription or an address that
 * had unsubscribed. The page the link opens says that confirming means newsletter and marketing mail, so it
 * records that consent; the welcome mail (the first newsletter mail, with its unsubscribe link) follows. The link
 * works once, expires, and is void once its address unsubscribes (confirmLinks.ts).
 */
export async function confirmSubscription(payload: Payload, token: string): Promise<SubscribeResponse> {
  const { activated } = await takeConfirmLink(payload, token)
  if (activated) await queueMail(payload, newsletterMessage(payload, activated, WELCOME))
  return { success: true, message: CONFIRMED_MESSAGE }
}

/**
 * One-click unsubscribe (RFC 8058): idempotent; the token proves the address. Its time is the latest unsubscribe,
 * which ends every confirmation link mailed before it.
 */
export async function unsubscribe(payload: Payload, token: string): Promise<SubscribeResponse> {
  const email = verifyUnsubscribeToken(payload.secret, token)
  if (!email) throw new Failure('invalid', 'This unsubscribe link is invalid or incomplete.', { success: false })
  await unsubscribeAddress(payload, email)
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

const WELCOME = {
  subject: 'Welcome to Nomad Jobs updates',
  text: "Thanks for confirming! You'll start receiving our digital nomad updates soon: the latest remote jobs, travel tips and guides.",
}

/** The confirmation request: the only mail an address gets before its owner confirms. */
function confirmSubscriptionMessage(email: string, token: string, again: boolean): MailMessage {
  const link = `${env.siteUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`
  const asked = again ? 'Someone asked to subscribe this address to Nomad Jobs updates again.' : 'Someone asked to subscribe this address to Nomad Jobs updates.'
  return {
    to: email,
    subject: 'Confirm your Nomad Jobs subscription',
    text: `${asked}\n\nIf it was you, confirm here within ${NEWSLETTER_CONFIRM_LINK_DAYS} days (confirming means our newsletter and marketing e-mails; you can unsubscribe at any time):\n${link}\n\nIf it wasn't you, ignore this e-mail: we send nothing to this address unless it is confirmed.`,
  }
}

/**
 * POST /api/newsletter/subscribe, under the same kind of limits as the account calls. A subscription waiting for
 * confirmation (new, or unsubscribed before) gets the confirmation request, and nothing else until it is
 * confirmed; the mail goes through the jobs queue, so it is sent even if the server stops right after answering.
 */
export async function subscribe(payload: Payload, input: Subscription, client: string): Promise<SubscribeResponse> {
  const email = normaliseEmail(input.email)
  await enforceRateLimits(payload, [
    { name: 'newsletter:client', subject: client, ...LIMITS.newsletterPerClient },
    { name: 'newsletter:email', subject: email, ...LIMITS.newsletterPerEmail },
  ]).catch((error: unknown) => {
    // A refusal gets the newsletter's answer shape; anything else (the database away: a 503) goes on as it is.
    if (!(error instanceof Failure)) throw error
    throw new Failure(error.kind, error.message, { ...error.details, success: false })
  })
  const link = newLinkToken()
  const { outcome } = await upsertSubscriber(payload, input, link.hash)
  if (outcome !== 'active') await queueMail(payload, confirmSubscriptionMessage(email, link.token, outcome === 'unsubscribed'))
  return { success: true, message: SUBSCRIBED_MESSAGE }
}

/** Active subscribers (the admin panel's newsletter tab only shows a count). */
export async function countSubscribers(payload: Payload): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'subscribers', where: { isActive: { equals: true } } })
  return totalDocs
}
