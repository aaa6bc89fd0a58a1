import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import type { PoolClient } from 'pg'
import { query, withTransaction } from '@cms/lib/sql'

/**
 * The accounts area's writes (docs/data.md "One writer per table or area"): the user row and what hangs off it
 * (Payload preferences, saved jobs), and password-reset tokens. Payload's Local API writes everything else of a user.
 */

/** The account's Payload preferences and its user row; the row's foreign keys take its sessions, saved jobs, reset tokens and edit locks. */
export async function deleteUserRows(client: PoolClient, userId: number): Promise<void> {
  await client.query('DELETE FROM payload_preferences WHERE id IN (SELECT parent_id FROM payload_preferences_rels WHERE users_id = $1)', [userId])
  await client.query('DELETE FROM users WHERE id = $1', [userId])
}

/**
 * First key of the advisory lock that serialises one user's writes of what hangs off the user row (second key: the
 * user's id): saved-list changes, and sign-ins, whose Payload login writes the whole row back with its sessions and
 * saved jobs (cms/domain/accounts/loginTurns.ts).
 */
export const ACCOUNT_WRITE_LOCK = 0x5a7ed

/**
 * Adds (last in the list) or removes a job in the user's saved list: one short transaction on the relationship
 * rows, serialised per user by an advisory lock, so concurrent saves and unsaves never overwrite each other.
 */
export async function writeSavedJob(payload: Payload, userId: number, jobId: number, saved: boolean): Promise<void> {
  await withTransaction(payload, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1, $2)', [ACCOUNT_WRITE_LOCK, userId])
    await client.query(`DELETE FROM users_rels WHERE parent_id = $1 AND path = 'savedJobs' AND jobs_id = $2`, [userId, jobId])
    if (saved) {
      await client.query(
        `INSERT INTO users_rels (parent_id, path, jobs_id, "order")
         SELECT $1, 'savedJobs', $2, COALESCE(MAX("order"), 0) + 1 FROM users_rels WHERE parent_id = $1 AND path = 'savedJobs'`,
        [userId, jobId],
      )
    }
  })
}

/**
 * Inside a sign-in's own transaction (Payload's, on `req`): waits until no other sign-in to the account, on any
 * server, and no change of its saved list has its lock, and holds it until the sign-in commits or rolls back. The
 * account is named as Payload's login looks it up (its lower-case e-mail, or username); an unknown name locks nothing.
 */
export async function lockAccountForSignIn(req: PayloadRequest, login: { email: string } | { username: string }): Promise<void> {
  const adapter = req.payload.db as unknown as PostgresAdapter
  const transaction = adapter.sessions[String(await req.transactionID)]?.db
  if (!transaction) throw new Error('lockAccountForSignIn needs the sign-in transaction')
  const account = 'email' in login ? sql`email = ${login.email}` : sql`username = ${login.username}`
  await transaction.execute(sql`SELECT pg_advisory_xact_lock(${ACCOUNT_WRITE_LOCK}, id) FROM users WHERE ${account}`)
}

/** Voids the account's outstanding reset links (a new link replaces them; a new password ends them). */
export async function voidResetTokens(payload: Payload, userId: number): Promise<void> {
  await query(payload, sql`UPDATE password_reset_tokens SET used_at = now() WHERE user_id = ${userId} AND used_at IS NULL`)
}

/** Stores a reset token's hash for the account, valid for `ttlMinutes`; one outstanding link per account, so the older ones are voided. */
export async function replaceResetToken(payload: Payload, userId: number, tokenHash: string, ttlMinutes: number): Promise<void> {
  await voidResetTokens(payload, userId)
  await query(
    payload,
    sql`INSERT INTO password_reset_tokens (user_id, token_hash, expires_at)
        VALUES (${userId}, ${tokenHash}, now() + ${`${ttlMinutes} minutes`}::interval)`,
  )
}

/** Whether a reset token would still be taken (unused, unexpired), read beside the write that takes it so both use one condition. */
export async function resetTokenIsLive(payload: Payload, tokenHash: string): Promise<boolean> {
  const [row] = await query<{ found: number }>(
    payload,
    sql`SELECT 1 AS found FROM password_reset_tokens WHERE token_hash = ${tokenHash} AND used_at IS NULL AND expires_at > now()`,
  )
  return Boolean(row)
}

/** Uses up an unexpired, unused reset token: the account it was for, or null (only one caller gets it). */
export async function takeResetToken(payload: Payload, tokenHash: string): Promise<number | null> {
  const [row] = await query<{ user_id: number }>(
    payload,
    sql`UPDATE password_reset_tokens SET used_at = now()
        WHERE token_hash = ${tokenHash} AND used_at IS NULL AND expires_at > now()
        RETURNING user_id`,
  )
  return row?.user_id ?? null
}
