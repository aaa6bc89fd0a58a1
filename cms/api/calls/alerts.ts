import {
  ALERT_CREATED_MESSAGES,
  alertListResponseSchema,
  alertMessageResponseSchema,
  alertResponseSchema,
  confirmAlertRequestSchema,
  confirmAlertResponseSchema,
  createAlertRequestSchema,
  updateAlertRequestSchema,
  type AlertMessageResponse,
} from '@cms/contract/alerts'
import { createAlert } from '@cms/domain/alerts/createAlert'
import { alertOf, changeFrequency, confirmAlert, listUserAlerts, removeAlert, showAlert } from '@cms/domain/alerts/manageAlerts'
import { verifyManageToken } from '@cms/domain/alerts/tokens'
import type { Payload } from 'payload'
import type { User } from '@cms/payload-types'
import { HttpError } from '@cms/lib/http'
import { answerWith, declare, jsonBody, ok } from '../declaration'
import { alertFormRefusal, answerAlertForm } from './alertForm'
import { mailLinkTokenQuery, postOnly } from './shared'

const ALERT_GONE = 'This alert does not exist any more.'

/** The alert of an id in the path, if it is one of the signed-in account's. */
function ownAlert(payload: Payload, user: User, rawId: string) {
  const id = Number(rawId)
  if (!Number.isInteger(id) || id < 1) throw new HttpError(404, ALERT_GONE, { success: false })
  return alertOf(payload, { user, id })
}

/** The alert of a manage link's token, without signing in. */
function linkAlert(payload: Payload, token: string) {
  return alertOf(payload, { token })
}

export const alertCalls = [
  declare({
    method: 'POST',
    path: '/api/alerts',
    tag: 'Alerts',
    summary: 'Create a job alert (confirmed by mail unless it is the account’s own proven address).',
    access: 'public',
    session: 'optional',
    body: jsonBody(createAlertRequestSchema),
    answer: { status: 201, schema: alertMessageResponseSchema },
    errors: [429],
    handler: async ({ body, user, payload, client }) => {
      const created = await createAlert(payload, body, { client: client.address, user })
      return answerWith({ success: true, message: ALERT_CREATED_MESSAGES[created] } satisfies AlertMessageResponse, { status: 201 })
    },
  }),
  declare({
    method: 'POST',
    path: '/api/alerts/form',
    tag: 'Alerts',
    summary: "The new-alert page's form post (works without JavaScript): 303 back to the page with created=pending|active, or with alert_error.",
    access: 'public',
    session: 'optional',
    body: { format: 'form', schema: createAlertRequestSchema },
    formRefusal: ({ message, fields }) => alertFormRefusal(fields, message),
    answer: { status: 303, schema: null, description: 'Redirect to /alerts/new with the outcome or the error.' },
    errors: [],
    handler: (context) => answerAlertForm(context),
  }),
  declare({
    method: 'GET',
    path: '/api/alerts',
    tag: 'Alerts',
    summary: "The signed-in user's alerts.",
    access: 'user',
    answer: ok(alertListResponseSchema),
    errors: [],
    handler: async ({ user, payload }) => listUserAlerts(payload, user),
  }),
  declare({
    method: 'PATCH',
    path: '/api/alerts/:id',
    tag: 'Alerts',
    summary: 'Change the frequency of an own alert.',
    access: 'user',
    params: { id: "The alert's id." },
    body: jsonBody(updateAlertRequestSchema),
    answer: ok(alertResponseSchema),
    errors: [404],
    handler: async ({ params, body, user, payload }) => {
      const row = await ownAlert(payload, user, params.id)
      return changeFrequency(payload, row, body.frequency)
    },
  }),
  declare({
    method: 'DELETE',
    path: '/api/alerts/:id',
    tag: 'Alerts',
    summary: 'Delete an own alert.',
    access: 'user',
    params: { id: "The alert's id." },
    answer: ok(alertMessageResponseSchema),
    errors: [404],
    handler: async ({ params, user, payload }) => {
      const row = await ownAlert(payload, user, params.id)
      return removeAlert(payload, row.id)
    },
  }),
  declare({
    method: 'POST',
    path: '/api/alerts/confirm',
    tag: 'Alerts',
    summary: 'Confirm an alert from the mailed link.',
    access: { token: 'alert-link' },
    body: jsonBody(confirmAlertRequestSchema),
    answer: ok(confirmAlertResponseSchema),
    errors: [],
    handler: async ({ body, payload }) => confirmAlert(payload, body.token),
  }),
  declare({
    method: 'GET',
    path: '/api/alerts/manage',
    tag: 'Alerts',
    summary: 'An alert, by the manage link of its e-mails.',
    access: { token: 'alert-link' },
    query: mailLinkTokenQuery,
    answer: ok(alertResponseSchema),
    errors: [404],
    handler: async ({ query, payload }) => {
      const row = await linkAlert(payload, query.token)
      return showAlert(payload, row)
    },
  }),
  declare({
    method: 'PATCH',
    path: '/api/alerts/manage',
    tag: 'Alerts',
    summary: 'Change an alert by its manage link.',
    access: { token: 'alert-link' },
    query: mailLinkTokenQuery,
    body: jsonBody(updateAlertRequestSchema),
    answer: ok(alertResponseSchema),
    errors: [404],
    handler: async ({ query, body, payload }) => {
      const row = await linkAlert(payload, query.token)
      return changeFrequency(payload, row, body.frequency)
    },
  }),
  declare({
    method: 'DELETE',
    path: '/api/alerts/manage',
    tag: 'Alerts',
    summary: 'Delete an alert by its manage link.',
    access: { token: 'alert-link' },
    query: mailLinkTokenQuery,
    answer: ok(alertMessageResponseSchema),
    errors: [404],
    handler: async ({ query, payload }) => {
      const row = await linkAlert(payload, query.token)
      return removeAlert(payload, row.id)
    },
  }),
  declare({
    method: 'POST',
    path: '/api/alerts/unsubscribe',
    tag: 'Alerts',
    summary: 'One-click unsubscribe (RFC 8058) from an alert e-mail.',
    access: { token: 'alert-link' },
    policy: { body: 'any', crossSite: true },
    query: mailLinkTokenQuery.partial(),
    answer: ok(alertMessageResponseSchema),
    errors: [400],
    handler: async ({ query, payload }) => {
      const id = verifyManageToken(payload.secret, query.token ?? '')
      if (id === null) throw new HttpError(400, 'This unsubscribe link is invalid or incomplete.', { success: false })
      return removeAlert(payload, id)
    },
  }),
  postOnly('/api/alerts/unsubscribe', 'Alerts'),
]
