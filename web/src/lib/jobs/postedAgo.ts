import { formatDay, timeAgo } from '@web/lib/dates'

/** 'Posted 3 days ago' (or 'Posted today' within the day); an invalid date gives an empty string. */
export function postedAgo(iso: string, now = new Date()): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  if (now.getTime() - date.getTime() < 24 * 60 * 60 * 1000) return 'Posted today'
  return `Posted ${timeAgo(date, now)}`
}

/** 'September 3, 2025' (the UTC calendar day, as the server renders it), or 'Not specified'. */
export function formatPostedDate(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return 'Not specified'
  return formatDay(date, 'long')
}

export function capitalise(value: string): string {
  return value.replace(/(^|[-\s])(\w)/g, (_, sep: string, ch: string) => `${sep}${ch.toUpperCase()}`)
}
