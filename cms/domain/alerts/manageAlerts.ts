import type { Payload } from 'payload'
import type { AlertFrequency, AlertListResponse, AlertResponse, AlertMessageResponse } from '@cms/contract/alerts'
import { normaliseEmail } from '@cms/lib/email'
import { HttpError } from '@cms/lib/http'
import { poolOf } from '@cms/lib/sql'
import type { User } from '@cms/payload-types'
import { alertsOfEmail, deleteAlert, findAlert, setFrequency, toAlert, type AlertRow, ALERT_COLUMNS } from './store'
import { hashConfirmToken, verifyManageToken } from './tokens'

const notFound = () => new HttpError(404, 'This alert does not exist any more.', { success: false })
export const ALERT_DELETED_MESSAGE = 'The alert is deleted. You will not receive any more e-mails for it.'

/** POST /api/alerts/confirm: a token works once; a used or unknown one is a 400 that says so. */
export async function confirmAlert(payload: Payload, token: string): Promise<AlertResponse> {
  const pool = poolOf(payload)
  const { rows } = await pool.query<AlertRow>(
    `UPDATE job_alerts SET confirmed_at = now(), confirm_token_hash = NULL WHERE confirm_token_hash = $1 RETURNING ${ALERT_COLUMNS}`,
    [hashConfirmToken(token)],
  )
  if (!rows[0]) throw new HttpError(400, 'This confirmation link is unknown or has already been used.', { success: false })
  return { success: true, message: 'Your alert is confirmed.', alert: await toAlert(pool, rows[0]) }
}

/** The signed-in user's alerts: those for their account's address. */
export async function listUserAlerts(payload: Payload, user: User): Promise<AlertListResponse> {
  const pool = poolOf(payload)
  const rows = await alertsOfEmail(pool, normaliseEmail(user.email))
  return { alerts: await Promise.all(rows.map((row) => toAlert(pool, row))) }
}

/** The alert of an id (signed-in user: only one for their address) or of a manage token; 404 otherwise. */
export async function alertOf(payload: Payload, by: { user: User; id: number } | { token: string }): Promise<AlertRow> {
  const id = 'token' in by ? verifyManageToken(payload.secret, by.token) : by.id
  if (id === null) throw new HttpError(400, 'This link is invalid or incomplete.', { success: false })
  const row = await findAlert(poolOf(payload), id)
  if (!row || ('user' in by && row.email !== normaliseEmail(by.user.email))) throw notFound()
  return row
}

export async function showAlert(payload: Payload, row: AlertRow): Promise<AlertResponse> {
  return { success: true, message: 'OK', alert: await toAlert(poolOf(payload), row) }
}

export async function changeFrequency(payload: Payload, row: AlertRow, frequency: AlertFrequency): Promise<AlertResponse> {
  const pool = poolOf(payload)
  const updated = await setFrequency(pool, row.id, frequency)
  if (!updated) throw notFound()
  return { success: true, message: 'Your alert is updated.', alert: await toAlert(pool, updated) }
}

/** Delete (also the one-click unsubscribe): idempotent, so a second click still answers success. */
export async function removeAlert(payload: Payload, id: number): Promise<AlertMessageResponse> {
  await deleteAlert(poolOf(payload), id)
  return { success: true, message: ALERT_DELETED_MESSAGE }
}
