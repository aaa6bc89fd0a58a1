/** A value written into an inline script as JSON, '<' escaped so that no text in it can close the script. */
export function scriptValue(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
