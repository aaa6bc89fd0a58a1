import type { Payload } from 'payload'
import type { AlertFrequency, AlertListResponse, AlertResponse, AlertMessageResponse, ConfirmAlertResponse } from '@cms/contract/alerts'
import { Failure } from '@cms/domain/failure'
import { poolOf } from '@cms/lib/sql'
import { hashLinkToken } from '@cms/lib/linkTokens'
import type { User } from '@cms/payload-types'
import { alertOwnerOf } from './owner'
import { alertsOwnedBy, confirmByToken, deleteAlert, findAlert, findAlertOwnedBy, setFrequency, toAlert, type AlertRow } from './alertStore'
import { createManageToken, verifyManageToken } from './tokens'

const notFound = () => new Failure('not-found', 'This alert does not exist any more.', { success: false })
export const ALERT_DELETED_MESSAGE = 'The alert is deleted. You will not receive any more e-mails for it.'

/**
 * POST /api/alerts/confirm: a token works once; a used or unknown one is a 400 that says so. Following the link also
 * proves the address of the account that asked for the alert while signed in (see `AlertOwner`). The answer carries
 * the alert's manage token: whoever holds the confirmation link reads that mailbox, which every alert mail links anyway.
 */
export async function confirmAlert(payload: Payload, token: string): Promise<ConfirmAlertResponse> {
  const pool = poolOf(payload)
  const row = await confirmByToken(pool, hashLinkToken(token))
  if (!row) throw new Failure('invalid', 'This confirmation link is unknown or has already been used.', { success: false })
  return { success: true, message: 'Your alert is confirmed.', alert: await toAlert(pool, row), manageToken: createManageToken(payload.secret, row.id) }
}

/** GET /api/alerts: the alerts the signed-in account owns (none until its address is proven). */
export async function listUserAlerts(payload: Payload, user: User): Promise<AlertListResponse> {
  const pool = poolOf(payload)
  const owner = alertOwnerOf(user)
  const rows = await alertsOwnedBy(pool, owner)
  return { alerts: await Promise.all(rows.map((row) => toAlert(pool, row))), emailConfirmed: owner.proven }
}

/** The alert of an id (signed-in user: only one the account owns) or of a manage token; 404 otherwise. */
export async function alertOf(payload: Payload, by: { user: User; id: number } | { token: string }): Promise<AlertRow> {
  const pool = poolOf(payload)
  let row: AlertRow | null
  if ('user' in by) row = await findAlertOwnedBy(pool, alertOwnerOf(by.user), by.id)
  else {
    const id = verifyManageToken(payload.secret, by.token)
    if (id === null) throw new Failure('invalid', 'This link is invalid or incomplete.', { success: false })
    row = await findAlert(pool, id)
  }
  if (!row) throw notFound()
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
