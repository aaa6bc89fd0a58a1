import { ALERT_FILTER_KEYS, type AlertFrequency } from '@cms/contract/alertValues'

/** What following a search means, said by the dialog and the new-alert page. */
export const FOLLOW_SEARCH_INTRO = 'We e-mail you new jobs that match the current search and filters. Unsubscribe with one click from any e-mail.'

export const FREQUENCY_LABELS: Record<AlertFrequency, string> = { instant: 'As soon as they appear', daily: 'Daily digest', weekly: 'Weekly digest' }

/** The alert filters of a list's query string (paging and sort are not part of what is followed). */
export function followedFilters(search: string): Partial<Record<(typeof ALERT_FILTER_KEYS)[number], string>> {
  const params = new URLSearchParams(search)
  return Object.fromEntries(ALERT_FILTER_KEYS.filter((key) => params.get(key)).map((key) => [key, params.get(key)!]))
}

/** The /search page of an alert's canonical search ('' follows every job). */
export const searchPath = (search: string) => `/search${search ? `?${search}` : ''}`

/** The page of an alert's manage link (the token is the alert's signed id). */
export const managePath = (token: string) => `/alerts/manage?token=${encodeURIComponent(token)}`
