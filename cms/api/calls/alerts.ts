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
import { currentUser } from '../session'
import { createAlert } from '@cms/domain/alerts/createAlert'
import { alertOf, changeFrequency, confirmAlert, listUserAlerts, removeAlert, showAlert } from '@cms/domain/alerts/manageAlerts'
import { verifyManageToken } from '@cms/domain/alerts/tokens'
import { clientIp } from '@cms/lib/clientIp'
import type { User } from '@cms/payload-types'
import { HttpError } from '@cms/lib/http'
import { getPayloadClient } from '@cms/payloadClient'
import { declare, jsonBody, ok } from '../declaration'
import { answerAlertForm } from './alertForm'
import { mailLinkTokenQuery, postOnly } from './shared'

const ALERT_GONE = 'This alert does not exist any more.'

/** The alert of an id in the path, if it is one of the signed-in account's. */
async function ownAlert(user: User, rawId: string) {
  const payload = await getPayloadClient()
  const id = Number(rawId)
  if (!Number.isInteger(id) || id < 1) throw new HttpError(404, ALERT_GONE, { success: false })
  return { payload, row: await alertOf(payload, { user, id }) }
}

/** The alert of a manage link's token, without signing in. */
async function linkAlert(token: string) {
  const payload = await getPayloadClient()
  return { payload, row: await alertOf(payload, { token }) }
}

export const alertCalls = [
  declare({
    method: 'POST',
    path: '/api/alerts',
    tag: 'Alerts',
    summary: 'Create a job alert (confirmed by mail unless it is the account’s own proven address).',
    access: 'public',
    body: jsonBody(createAlertRequestSchema),
    answer: { status: 201, schema: alertMessageResponseSchema },
    errors: [429],
    handler: async ({ request, body }) => {
      const payload = await getPayloadClient()
      const created = await createAlert(payload, body, { client: clientIp(request), user: await currentUser(payload, request) })
      return Response.json({ success: true, message: ALERT_CREATED_MESSAGES[created] } satisfies AlertMessageResponse, { status: 201 })
    },
  }),
  declare({
    method: 'POST',
    path: '/api/alerts/form',
    tag: 'Alerts',
    summary: "The new-alert page's form post (works without JavaScript): 303 back to the page with created=pending|active, or with alert_error.",
    access: 'public',
    body: { format: 'form', schema: createAlertRequestSchema },
    answer: { status: 303, schema: null, description: 'Redirect to /alerts/new with the outcome or the error.' },
    errors: [],
    handler: ({ request }) => answerAlertForm(request),
  }),
  declare({
    method: 'GET',
    path: '/api/alerts',
    tag: 'Alerts',
    summary: "The signed-in user's alerts.",
    access: 'user',
    answer: ok(alertListResponseSchema),
    errors: [],
    handler: async ({ user }) => Response.json(await listUserAlerts(await getPayloadClient(), user)),
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
    handler: async ({ user, params, body }) => {
      const { payload, row } = await ownAlert(user, params.id)
      return Response.json(await changeFrequency(payload, row, body.frequency))
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
    handler: async ({ user, params }) => {
      const { payload, row } = await ownAlert(user, params.id)
      return Response.json(await removeAlert(payload, row.id))
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
    handler: async ({ body }) => Response.json(await confirmAlert(await getPayloadClient(), body.token)),
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
    handler: async ({ query }) => {
      const { payload, row } = await linkAlert(query.token)
      return Response.json(await showAlert(payload, row))
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
    handler: async ({ query, body }) => {
      const { payload, row } = await linkAlert(query.token)
      return Response.json(await changeFrequency(payload, row, body.frequency))
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
    handler: async ({ query }) => {
      const { payload, row } = await linkAlert(query.token)
      return Response.json(await removeAlert(payload, row.id))
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
    handler: async ({ query }) => {
      const payload = await getPayloadClient()
      const id = verifyManageToken(payload.secret, query.token ?? '')
      if (id === null) throw new HttpError(400, 'This unsubscribe link is invalid or incomplete.', { success: false })
      return Response.json(await removeAlert(payload, id))
    },
  }),
  postOnly('/api/alerts/unsubscribe', 'Alerts'),
]
