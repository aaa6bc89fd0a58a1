import { z } from 'zod'
import { emailAddress } from './email'
import { MSG } from './accounts'
import { ALERT_FREQUENCIES } from './alertValues'

export * from './alertValues'

/** Alerts one address may have. */
export const MAX_ALERTS_PER_EMAIL = 20
/** Jobs listed in one alert e-mail; the e-mail links to the full search for the rest. */
export const MAX_JOBS_PER_ALERT_EMAIL = 20

const filterValue = z.string().trim().max(1000).optional()

/** POST /api/alerts */
export const createAlertRequestSchema = z.object({
  email: emailAddress(MSG.email),
  frequency: z.enum(ALERT_FREQUENCIES, { error: `Frequency must be one of: ${ALERT_FREQUENCIES.join(', ')}.` }),
  q: filterValue,
  category: filterValue,
  location: filterValue,
  type: filterValue,
  experience: filterValue,
  salary: filterValue,
  timezone: filterValue,
  /** Where the follower lives (ISO alpha-2) and their UTC offset, as on /search. */
  country: filterValue,
  tz: filterValue,
})
export type CreateAlertRequest = z.input<typeof createAlertRequestSchema>

/** PATCH /api/alerts/{id} and PATCH /api/alerts/manage?token= */
export const updateAlertRequestSchema = z.object({
  frequency: z.enum(ALERT_FREQUENCIES, { error: `Frequency must be one of: ${ALERT_FREQUENCIES.join(', ')}.` }),
})

/** POST /api/alerts/confirm */
export const confirmAlertRequestSchema = z.object({ token: z.string().min(1, 'The confirmation link is missing its token.').max(200) })

/** An alert as the API shows it: `title` is the search in words ('Remote React jobs in Europe'), `description` adds the frequency. */
const alertSchema = z.object({
  id: z.number(),
  email: z.string(),
  frequency: z.enum(ALERT_FREQUENCIES),
  /** The filters as /search query parameters, e.g. 'q=react&location=europe'. */
  search: z.string(),
  title: z.string(),
  description: z.string(),
  confirmed: z.boolean(),
  createdAt: z.string(),
})
export type Alert = z.infer<typeof alertSchema>

export const alertMessageResponseSchema = z.object({ success: z.boolean(), message: z.string() })
export type AlertMessageResponse = z.infer<typeof alertMessageResponseSchema>

/**
 * GET /api/alerts (signed in). `emailConfirmed`: whether the account has proven its address by following an alert
 * confirmation link; until then `alerts` is empty and new alerts for the address wait for that mail.
 */
export const alertListResponseSchema = z.object({ alerts: z.array(alertSchema), emailConfirmed: z.boolean() })
export type AlertListResponse = z.infer<typeof alertListResponseSchema>

/** Confirm, manage and update answers. */
export const alertResponseSchema = z.object({ success: z.literal(true), message: z.string(), alert: alertSchema })
export type AlertResponse = z.infer<typeof alertResponseSchema>

/** POST /api/alerts/confirm: the alert plus its manage token, for the confirmation page's manage link. */
export const confirmAlertResponseSchema = alertResponseSchema.extend({ manageToken: z.string() })
export type ConfirmAlertResponse = z.infer<typeof confirmAlertResponseSchema>
