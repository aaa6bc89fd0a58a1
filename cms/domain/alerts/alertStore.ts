import type { Pool, PoolClient } from 'pg'
import type { Alert, AlertFrequency } from '@cms/contract/alerts'
import { describeSearch } from './describe'
import type { AlertOwner } from './owner'

/** A row of `job_alerts` (hand-written migration *_job_alerts). */
export interface AlertRow {
  id: number
  email: string
  frequency: AlertFrequency
  search: string
  confirmed_at: Date | null
  last_job_id: number
  created_at: Date
}

export const ALERT_COLUMNS = 'id, email, frequency, search, confirmed_at, last_job_id, created_at'

/** What `saveAlert` writes: the address's search, who asked, and whether it is confirmed at once (a proven owner). */
export interface AlertRequest {
  email: string
  userId: number | null
  frequency: AlertFrequency
  search: string
  activeAtOnce: boolean
  /** The confirmation link's hash (kept only while the alert waits for it). */
  tokenHash: string
}

/**
 * Creates an address's alert for a search, or updates the one it has: its frequency only while unconfirmed
 * (unless a proven owner asks), a new confirmation link while pending. The high-water mark of a new alert is
 * the newest job, so its first e-mail lists only jobs that arrive later.
 */
export async function saveAlert(client: PoolClient, request: AlertRequest): Promise<AlertRow | undefined> {
  const { rows } = await client.query<AlertRow>(
    `INSERT INTO job_alerts (email, user_id, frequency, search, confirm_token_hash, confirmed_at, last_job_id)
     VALUES ($1, $2, $3, $4, CASE WHEN $5 THEN NULL ELSE $6 END, CASE WHEN $5 THEN now() END, (SELECT coalesce(max(id), 0) FROM jobs))
     ON CONFLICT (email, search) DO UPDATE SET
       frequency = CASE WHEN job_alerts.confirmed_at IS NULL OR $5 THEN EXCLUDED.frequency ELSE job_alerts.frequency END,
       confirm_token_hash = CASE WHEN job_alerts.confirmed_at IS NULL AND NOT $5 THEN EXCLUDED.confirm_token_hash END,
       confirmed_at = COALESCE(job_alerts.confirmed_at, EXCLUDED.confirmed_at),
       -- A pending alert belongs to whoever asked last (their mail carries the only valid link); a confirmed one
       -- changes hands only to a proven owner of the address.
       user_id = CASE WHEN job_alerts.confirmed_at IS NULL OR $5 THEN EXCLUDED.user_id ELSE job_alerts.user_id END
     RETURNING ${ALERT_COLUMNS}`,
    [request.email, request.userId, request.frequency, request.search, request.activeAtOnce, request.tokenHash],
  )
  return rows[0]
}

/**
 * An account's alerts when it is deleted: a proven account's address's alerts (`email`), and in any case the
 * pending alerts the account asked for.
 */
export async function deleteAlertsOfAccount(client: PoolClient, userId: number, provenEmail: string | null): Promise<void> {
  await client.query(
    provenEmail !== null
      ? 'DELETE FROM job_alerts WHERE email = $2 OR (user_id = $1 AND confirmed_at IS NULL)'
      : 'DELETE FROM job_alerts WHERE user_id = $1 AND confirmed_at IS NULL',
    provenEmail !== null ? [userId, provenEmail] : [userId],
  )
}

/** Raises the high-water mark of alerts with nothing new to `upTo` (never lowers it). */
export async function raiseMarks(pool: Pool, ids: number[], upTo: number): Promise<void> {
  await pool.query('UPDATE job_alerts SET last_job_id = $2 WHERE id = ANY($1::int[]) AND last_job_id < $2', [ids, upTo])
}

/**
 * Claims an alert's e-mail for a delivery run: moves its mark from the value read (`from`) to `to` only if nothing
 * moved it since, so of two overlapping runs one wins. True for the winner.
 */
export async function claimMark(pool: Pool, id: number, from: number, to: number): Promise<boolean> {
  const claimed = await pool.query('UPDATE job_alerts SET last_job_id = $3 WHERE id = $1 AND last_job_id = $2', [id, from, to])
  return Boolean(claimed.rowCount)
}

export async function toAlert(pool: Pool, row: AlertRow): Promise<Alert> {
  const title = await describeSearch(pool, row.search)
  return {
    id: row.id,
    email: row.email,
    frequency: row.frequency,
    search: row.search,
    title,
    description: `${title}, ${row.frequency}`,
    confirmed: row.confirmed_at !== null,
    createdAt: new Date(row.created_at).toISOString(),
  }
}

export async function findAlert(pool: Pool, id: number): Promise<AlertRow | null> {
  const { rows } = await pool.query<AlertRow>(`SELECT ${ALERT_COLUMNS} FROM job_alerts WHERE id = $1`, [id])
  return rows[0] ?? null
}

/** The rule of `AlertOwner`: an unproven account owns none; a proven one its address's confirmed alerts and its own pending ones. */
const OWNED_BY = 'email = $1 AND (confirmed_at IS NOT NULL OR user_id = $2)'

export async function alertsOwnedBy(pool: Pool, owner: AlertOwner): Promise<AlertRow[]> {
  if (!owner.proven) return []
  const { rows } = await pool.query<AlertRow>(`SELECT ${ALERT_COLUMNS} FROM job_alerts WHERE ${OWNED_BY} ORDER BY id`, [owner.email, owner.userId])
  return rows
}

export async function findAlertOwnedBy(pool: Pool, owner: AlertOwner, id: number): Promise<AlertRow | null> {
  if (!owner.proven) return null
  const { rows } = await pool.query<AlertRow>(`SELECT ${ALERT_COLUMNS} FROM job_alerts WHERE ${OWNED_BY} AND id = $3`, [owner.email, owner.userId, id])
  return rows[0] ?? null
}

/**
 * Confirms the alert of a confirmation token (single use) and, in the same statement, proves the address of the
 * account that asked for it while signed in, if that account still has the alert's address.
 */
export async function confirmByToken(pool: Pool, tokenHash: string): Promise<AlertRow | null> {
  const { rows } = await pool.query<AlertRow>(
    `WITH confirmed AS (
       UPDATE job_alerts SET confirmed_at = now(), confirm_token_hash = NULL WHERE confirm_token_hash = $1 RETURNING ${ALERT_COLUMNS}, user_id
     ), proven AS (
       UPDATE users SET email_verified_at = now() FROM confirmed
       WHERE users.id = confirmed.user_id AND lower(users.email) = confirmed.email AND users.email_verified_at IS NULL
     )
     SELECT ${ALERT_COLUMNS} FROM confirmed`,
    [tokenHash],
  )
  return rows[0] ?? null
}

export async function setFrequency(pool: Pool, id: number, frequency: AlertFrequency): Promise<AlertRow | null> {
  const { rows } = await pool.query<AlertRow>(`UPDATE job_alerts SET frequency = $2 WHERE id = $1 RETURNING ${ALERT_COLUMNS}`, [id, frequency])
  return rows[0] ?? null
}

export async function deleteAlert(pool: Pool, id: number): Promise<boolean> {
  const { rowCount } = await pool.query('DELETE FROM job_alerts WHERE id = $1', [id])
  return (rowCount ?? 0) > 0
}
