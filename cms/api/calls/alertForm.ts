import { ALERT_FILTER_KEYS, ALERT_FORM_RESULT, createAlertRequestSchema, newAlertPath } from '@cms/contract/alerts'
import { currentUser } from '../session'
import { createAlert } from '@cms/domain/alerts/createAlert'
import { readFormFields } from '@cms/lib/body'
import { clientIp } from '@cms/lib/clientIp'
import { HttpError, seeOther } from '@cms/lib/http'
import { getPayloadClient } from '@cms/payloadClient'
import { formPostFailureMessage } from '../failures'

/** The followed filters of the form, in one order, as /search query parameters. */
function searchOf(fields: Record<string, string>): string {
  const params = new URLSearchParams()
  for (const key of ALERT_FILTER_KEYS) if (fields[key]) params.set(key, fields[key])
  return params.toString()
}

/**
 * POST /api/alerts/form: the plain form post of the new-alert page (`/alerts/new?{search}`), so a visitor without
 * JavaScript can follow a search. The same validation and domain call as POST /api/alerts (double opt-in
 * included). Answers 303 to the page with `created=pending|active`, or back to its form with the error and what
 * was typed.
 */
export async function answerAlertForm(request: Request): Promise<Response> {
  const fields = await readFormFields(request)
  const search = searchOf(fields)
  try {
    const input = createAlertRequestSchema.safeParse(fields)
    if (!input.success) throw new HttpError(400, input.error.issues[0]?.message ?? 'Invalid input')
    const payload = await getPayloadClient()
    const created = await createAlert(payload, input.data, { client: clientIp(request), user: await currentUser(payload, request) })
    return seeOther(newAlertPath(search, { [ALERT_FORM_RESULT.created]: created }))
  } catch (error) {
    const message = formPostFailureMessage(error, 'alert form post failed')
    const typed = { [ALERT_FORM_RESULT.email]: (fields.email ?? '').slice(0, 254), [ALERT_FORM_RESULT.frequency]: (fields.frequency ?? '').slice(0, 20) }
    return seeOther(newAlertPath(search, { [ALERT_FORM_RESULT.error]: message, ...typed }))
  }
}
