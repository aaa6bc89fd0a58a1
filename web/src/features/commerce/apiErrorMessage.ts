/** The server's `message` out of an ApiError (whose message is the raw body text), else the text itself. */
export function apiErrorMessage(error: unknown): string {
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  try {
    const parsed = JSON.parse(raw) as { message?: unknown }
    if (typeof parsed.message === 'string' && parsed.message) return parsed.message
  } catch {
    // not JSON: use the text
  }
  return raw
}
