/**
 * The first UTC offset in a free-text timezone ("UTC-5", "GMT+5:30", "UTC+1 to UTC+3"), in hours.
 * Null when the text names no offset: such jobs count as "Flexible" and match no timezone bucket.
 */
export function parseUtcOffset(timezone: string | null | undefined): number | null {
  if (!timezone) return null
  const match = /(?:UTC|GMT)\s*([+-−])\s*(\d{1,2})(?::?(\d{2}))?/i.exec(timezone)
  if (!match) return /^(UTC|GMT)$/i.test(timezone.trim()) ? 0 : null
  const sign = match[1] === '+' ? 1 : -1
  const hours = Number(match[2]) + (match[3] ? Number(match[3]) / 60 : 0)
  return hours > 14 ? null : sign * hours
}
