import type { Pool } from 'pg'
import type { Alert, AlertFrequency } from '@cms/contract/alerts'
import { describeSearch } from './describe'

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

export async function alertsOfEmail(pool: Pool, email: string): Promise<AlertRow[]> {
  const { rows } = await pool.query<AlertRow>(`SELECT ${ALERT_COLUMNS} FROM job_alerts WHERE email = $1 ORDER BY id`, [email])
  return rows
}

export async function setFrequency(pool: Pool, id: number, frequency: AlertFrequency): Promise<AlertRow | null> {
  const { rows } = await pool.query<AlertRow>(`UPDATE job_alerts SET frequency = $2 WHERE id = $1 RETURNING ${ALERT_COLUMNS}`, [id, frequency])
  return rows[0] ?? null
}

export async function deleteAlert(pool: Pool, id: number): Promise<boolean> {
  const { rowCount } = await pool.query('DELETE FROM job_alerts WHERE id = $1', [id])
  return (rowCount ?? 0) > 0
}
