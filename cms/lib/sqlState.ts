/**
 * The PostgreSQL SQLSTATE of a failed query, wherever it sits in the error's cause chain (pg's DatabaseError
 * carries it as `code`; Drizzle and Payload wrap it in errors of their own).
 */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
  }
  return undefined
}
