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
