/**
 * The plain values of job alerts, without zod, so the browser's first script can use them without the schema
 * library. `alerts.ts` re-exports them beside the schemas.
 */
/** How often an alert's e-mail goes out: within minutes of new jobs, or a digest at the configured hour. */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]

/** The search filters an alert follows: the query parameters of /search (comma-joined lists). */
export const ALERT_FILTER_KEYS = ['q', 'category', 'location', 'type', 'experience', 'salary', 'timezone', 'country', 'tz'] as const
export type AlertFilterKey = (typeof ALERT_FILTER_KEYS)[number]

/** What creating an alert did: it waits for the mailed confirmation, or (the account's proven address) it is active. */
export const ALERT_CREATED_MESSAGES = {
  pending: 'Almost done: check your inbox and confirm the alert. Nothing is sent before you confirm.',
  active: 'Your alert is active. New matching jobs will be e-mailed to you.',
} as const
export type AlertCreated = keyof typeof ALERT_CREATED_MESSAGES

/**
 * 'Get alerts for this search' without JavaScript: a page (`/alerts/new?{search}`) whose plain form posts to
 * `ALERT_FORM_ACTION`, which answers 303 back to the page with the outcome (`created`) or the error and what
 * was typed (`alert_error`, `email`, `frequency`).
 */
export const NEW_ALERT_PAGE = '/alerts/new'
export const ALERT_FORM_ACTION = '/api/alerts/form'
export const ALERT_FORM_RESULT = { created: 'created', error: 'alert_error', email: 'email', frequency: 'frequency' } as const

/** The new-alert page of a search (`search`: /search query parameters), with the form post's result when given. */
export function newAlertPath(search: string, result: Record<string, string> = {}): string {
  const query = [search, new URLSearchParams(result).toString()].filter(Boolean).join('&')
  return `${NEW_ALERT_PAGE}${query ? `?${query}` : ''}`
}
