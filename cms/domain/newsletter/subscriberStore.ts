import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { PoolClient } from 'pg'
import { normaliseEmail } from '@cms/lib/email'
import { query } from '@cms/lib/sql'
import { confirmLinkExpiry } from './confirmLinkStore'

/** The newsletter's subscribers as written by our own SQL (docs/data.md); confirmation links are in confirmLinkStore.ts. */

/** What a subscription says about its address (the newsletter form's fields). */
export interface Subscription {
  email: string
  name?: string | null
  marketingConsent: boolean
  source: string
}

/**
 * Where an address stands after a subscription: `active` (confirmed before: consent, source and name updated),
 * `pending` (new, or still unconfirmed: waits for its mailed link), or `unsubscribed` (left as it is: only its
 * owner can re-activate it, through the link mailed to it). The answer to the visitor does not tell which.
 */
export type SubscriptionOutcome = 'active' | 'pending' | 'unsubscribed'

/**
 * Subscribe or update an address in one atomic upsert on the unique e-mail index, so any number of concurrent
 * requests for the same address leave one row (a find-then-create would race). A new row waits for confirmation
 * (double opt-in): inactive, with no unsubscribe time, which is what tells it from an address that unsubscribed.
 * An address that is not active gets a confirmation link (its hash, `linkHash`) in the same statement, so a
 * subscription costs one round trip.
 */
export async function upsertSubscriber(payload: Payload, input: Subscription, linkHash: string): Promise<{ outcome: SubscriptionOutcome }> {
  const email = normaliseEmail(input.email)
  const name = input.name?.trim() || null
  const rows = await query<{ updated: boolean; active: boolean | null }>(payload, sql`
    WITH up AS (
      INSERT INTO subscribers (email, name, marketing_consent, source, subscribed_at, is_active, unsubscribed_at, updated_at, created_at)
      VALUES (${email}, ${name}, ${input.marketingConsent}, ${input.source}, now(), false, NULL, now(), now())
      ON CONFLICT (email) DO UPDATE SET
        name = COALESCE(EXCLUDED.name, subscribers.name),
        marketing_consent = EXCLUDED.marketing_consent,
        source = EXCLUDED.source,
        updated_at = now()
      WHERE subscribers.is_active OR subscribers.unsubscribed_at IS NULL
      RETURNING id, is_active
    ), waiting AS (
      SELECT id FROM up WHERE NOT is_active
      UNION ALL
      SELECT id FROM subscribers WHERE email = ${email} AND NOT EXISTS (SELECT 1 FROM up)
    ), link AS (
      INSERT INTO newsletter_confirm_links (token_hash, subscriber_id, expires_at)
      SELECT ${linkHash}, id, ${confirmLinkExpiry} FROM waiting
    )
    SELECT EXISTS (SELECT 1 FROM up) AS updated, (SELECT is_active FROM up) AS active`)
  const row = rows[0]
  return { outcome: !row?.updated ? 'unsubscribed' : row.active ? 'active' : 'pending' }
}

/** The one-click unsubscribe of an address: inactive, without marketing consent, unsubscribed now (which ends its mailed confirmation links). */
export async function unsubscribeAddress(payload: Payload, email: string): Promise<void> {
  await query(payload, sql`
    UPDATE subscribers SET is_active = false, marketing_consent = false, unsubscribed_at = now(), updated_at = now()
    WHERE email = ${normaliseEmail(email)}`)
}

/** A deleted account's subscription, when its owner asks to end it too: true if it was still on. */
export async function endSubscriptionOf(client: PoolClient, email: string): Promise<boolean> {
  const { rowCount } = await client.query('UPDATE subscribers SET is_active = false, unsubscribed_at = now(), updated_at = now() WHERE lower(email) = $1 AND is_active IS NOT FALSE', [email])
  return (rowCount ?? 0) > 0
}
