import type { Pool } from 'pg'
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
