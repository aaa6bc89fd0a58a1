import type { Payload } from 'payload'
import { ALERT_FILTER_KEYS, ALERT_FORM_RESULT, newAlertPath, type createAlertRequestSchema } from '@cms/contract/alerts'
import { createAlert } from '@cms/domain/alerts/createAlert'
import { seeOther } from '@cms/lib/http'
import type { User } from '@cms/payload-types'
import type { z } from 'zod'
import { formPostFailureMessage } from '../failures'

/** The followed filters of the form, in one order, as /search query parameters. */
function searchOf(fields: Partial<Record<(typeof ALERT_FILTER_KEYS)[number], string | undefined>>): string {
  const params = new URLSearchParams()
  for (const key of ALERT_FILTER_KEYS) if (fields[key]) params.set(key, fields[key])
  return params.toString()
}

/** Back to the new-alert page with the error and what was typed. */
function refused(fields: Record<string, string | undefined>, message: string): Response {
  const typed = { [ALERT_FORM_RESULT.email]: (fields.email ?? '').slice(0, 254), [ALERT_FORM_RESULT.frequency]: (fields.frequency ?? '').slice(0, 20) }
  return seeOther(newAlertPath(searchOf(fields), { [ALERT_FORM_RESULT.error]: message, ...typed }))
}

/** The form's fields the entry refused (its declared schema): back to the page with the field's message. */
export const alertFormRefusal = (fields: Record<string, string>, message: string) => refused(fields, message)

/**
 * POST /api/alerts/form: the plain form post of the new-alert page (`/alerts/new?{search}`), so a visitor without
 * JavaScript can follow a search. The entry checks the fields as POST /api/alerts declares them; the same domain
 * call (double opt-in included). Answers 303 to the page with `created=pending|active`, or back to its form with
 * the error and what was typed.
 */
export async function answerAlertForm({ body, payload, client, user }: { body: z.output<typeof createAlertRequestSchema>; payload: Payload; client: { address: string }; user: User | null }): Promise<Response> {
  try {
    const created = await createAlert(payload, body, { client: client.address, user })
    return seeOther(newAlertPath(searchOf(body), { [ALERT_FORM_RESULT.created]: created }))
  } catch (error) {
    return refused(body, formPostFailureMessage(error, 'alert form post failed'))
  }
}
