import type { Payload } from 'payload'
import { MAX_ALERTS_PER_EMAIL, type AlertCreated, type CreateAlertRequest } from '@cms/contract/alerts'
import type { User } from '@cms/payload-types'
import { normaliseEmail } from '@cms/lib/email'
import { Failure } from '@cms/domain/failure'
import { poolOf, withTransaction } from '@cms/lib/sql'
import { newLinkToken } from '@cms/lib/linkTokens'
import { enforceRateLimits } from '../accounts/rateLimit'
import { sendMail } from '../mail/mailer'
import { describeAlert } from './describe'
import { confirmationEmail } from './emails'
import { alertLinks } from './links'
import { alertOwnerOf } from './owner'
import { searchFromFilters } from './search'
import { saveAlert } from './alertStore'

/** Counted like the account calls: per address and per client, in PostgreSQL. */
export const ALERT_RATE_LIMITS = {
  perEmail: { limit: 10, windowSeconds: 60 * 60 },
  perClient: { limit: 30, windowSeconds: 60 * 60 },
} as const

/**
 * Creates an alert from the checked body of POST /api/alerts or its form post, for a client (its address, which
 * the rate limit counts) and the signed-in account, if any. An alert created by a signed-in account for its own address is confirmed at once when the
 * account has proven that address (`AlertOwner`); any other needs its owner to confirm from an e-mail first,
 * and the answer is the same whether or not the address has alerts. Creating the same search again for an
 * address updates its frequency (only while unconfirmed, unless a proven owner asks) and re-sends a pending
 * confirmation. The high-water mark starts at the newest job, so the first e-mail only lists jobs that arrive
 * after the alert was made. Answers whether the alert waits for its confirmation mail or is active.
 */
export async function createAlert(payload: Payload, input: CreateAlertRequest, { client, user }: { client: string; user: User | null }): Promise<AlertCreated> {
  const { email: rawEmail, frequency, ...filters } = input
  const email = normaliseEmail(rawEmail)
  await enforceRateLimits(payload, [
    { name: 'alert:email', subject: email, ...ALERT_RATE_LIMITS.perEmail },
    { name: 'alert:client', subject: client, ...ALERT_RATE_LIMITS.perClient },
  ])
  const pool = poolOf(payload)
  const search = await searchFromFilters(pool, filters)
  // The account asking for its own address: recorded on the alert, so following the mail's link proves the address.
  const requester = user && normaliseEmail(user.email) === email ? alertOwnerOf(user) : null
  const activeAtOnce = requester?.proven ?? false
  const { token, hash } = newLinkToken()

  const row = await withTransaction(payload, async (client) => {
    // One creator per address at a time, so the per-address cap holds under concurrent requests.
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`job-alerts:${email}`])
    const { rows: counted } = await client.query<{ others: number }>(
      'SELECT count(*)::int AS others FROM job_alerts WHERE email = $1 AND search <> $2',
      [email, search],
    )
    if ((counted[0]?.others ?? 0) >= MAX_ALERTS_PER_EMAIL) {
      throw new Failure('invalid', `An address can have at most ${MAX_ALERTS_PER_EMAIL} alerts. Delete one to add another.`, { success: false })
    }
    return saveAlert(client, { email, userId: requester?.userId ?? null, frequency, search, activeAtOnce, tokenHash: hash })
  })
  if (!row) throw new Error('Alert insert returned no row')
  if (activeAtOnce) return 'active'
  // Anyone else gets the same answer whether the alert is new, pending or already confirmed.
  if (row.confirmed_at) return 'pending'
  const description = await describeAlert(pool, row.search, row.frequency)
  // A mail outage must not fail the call (the answer would then differ by address); asking again re-sends the link.
  const links = alertLinks(payload.secret, row.id, row.search)
  await sendMail(confirmationEmail(email, description, token, links, requester !== null)).catch((error) =>
    payload.logger.error({ err: error, msg: `[alerts] confirmation mail for alert ${row!.id} failed` }),
  )
  return 'pending'
}
