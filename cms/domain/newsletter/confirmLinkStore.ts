import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { NEWSLETTER_CONFIRM_LINK_DAYS, NEWSLETTER_CONFIRM_LINK_EXPIRED, NEWSLETTER_CONFIRM_LINK_USED } from '@cms/contract/newsletterValues'
import { Failure } from '@cms/domain/failure'
import { hashLinkToken } from '@cms/lib/linkTokens'
import { query } from '@cms/lib/sql'
import { createAddressToken } from './unsubscribeToken'

/**
 * The newsletter's confirmation links (double opt-in), one row each in `newsletter_confirm_links` (only the
 * token's SHA-256, `cms/lib/linkTokens.ts`). A link works once, for NEWSLETTER_CONFIRM_LINK_DAYS, and only if it
 * was mailed after its address last unsubscribed: an unsubscribe ends every link mailed before it, whichever way
 * the address unsubscribed. Each subscription mails a link of its own, so an earlier mail's link keeps working.
 */
export const INVALID_CONFIRM_LINK = 'This confirmation link is invalid or incomplete.'

/** When a link mailed now stops working (SQL). */
export const confirmLinkExpiry = sql`now() + make_interval(days => ${NEWSLETTER_CONFIRM_LINK_DAYS})`

/**
 * Takes the link once (one conditional UPDATE, so two clicks at the same moment take it once) and activates its
 * subscriber if it is not active. Answers whether the subscriber was activated now (the welcome mail is due) and
 * its address. Refuses a link followed before, mailed before an unsubscribe, or expired (410), and a token that
 * was never mailed (400).
 */
export async function takeConfirmLink(payload: Payload, token: string): Promise<{ activated: string | null }> {
  const hash = hashLinkToken(token)
  const [taken] = await query<{ taken: boolean; activated: string | null }>(payload, sql`
    WITH link AS (
      UPDATE newsletter_confirm_links AS l SET used_at = now()
      FROM subscribers AS s
      WHERE l.token_hash = ${hash} AND l.used_at IS NULL AND l.expires_at > now() AND s.id = l.subscriber_id
        AND l.created_at > coalesce(s.unsubscribed_at, '-infinity')
      RETURNING l.subscriber_id
    ), activated AS (
      UPDATE subscribers SET is_active = true, marketing_consent = true, subscribed_at = now(), unsubscribed_at = NULL, updated_at = now()
      WHERE id IN (SELECT subscriber_id FROM link) AND NOT is_active
      RETURNING email
    )
    SELECT EXISTS (SELECT 1 FROM link) AS taken, (SELECT email FROM activated) AS activated`)
  if (taken?.taken) return { activated: taken.activated }
  const [link] = await query<{ spent: boolean }>(payload, sql`
    SELECT l.used_at IS NOT NULL OR l.created_at <= coalesce(s.unsubscribed_at, '-infinity') AS spent
    FROM newsletter_confirm_links AS l JOIN subscribers AS s ON s.id = l.subscriber_id
    WHERE l.token_hash = ${hash}`)
  if (!link) throw new Failure('invalid', INVALID_CONFIRM_LINK, { success: false })
  throw new Failure('gone', link.spent ? NEWSLETTER_CONFIRM_LINK_USED : NEWSLETTER_CONFIRM_LINK_EXPIRED, { success: false })
}

/**
 * Links mailed before links were stored: the address and an HMAC under the server secret, with this purpose.
 * The migration that brought stored links keeps those of addresses still waiting for confirmation, as stored
 * links (`carryMailedConfirmLinks`), so they work once, for NEWSLETTER_CONFIRM_LINK_DAYS from the migration.
 */
const MAILED_LINK_PURPOSE = 'newsletter-resubscribe'

export const mailedConfirmToken = (secret: string, email: string) => createAddressToken(secret, MAILED_LINK_PURPOSE, email)

/** What a migration's `db` offers: statements run inside the migration's transaction. */
interface MigrationDb {
  execute(statement: ReturnType<typeof sql>): Promise<unknown>
}

/** Stores the links already mailed to addresses waiting for confirmation (never those of unsubscribed addresses). */
export async function carryMailedConfirmLinks(db: MigrationDb, secret: string): Promise<number> {
  const { rows } = (await db.execute(sql`SELECT id, email FROM subscribers WHERE NOT is_active AND unsubscribed_at IS NULL`)) as { rows: { id: number; email: string }[] }
  for (const { id, email } of rows) {
    await db.execute(sql`
      INSERT INTO newsletter_confirm_links (token_hash, subscriber_id, expires_at)
      VALUES (${hashLinkToken(mailedConfirmToken(secret, email))}, ${id}, ${confirmLinkExpiry})
      ON CONFLICT (token_hash) DO NOTHING`)
  }
  return rows.length
}
