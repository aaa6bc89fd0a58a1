/** What PostgreSQL said about a failed query: its SQLSTATE and, for constraint violations, the detail. */
export interface DatabaseFailure {
  code: string
  detail?: string
}

/**
 * PostgreSQL's answer to a failed query, wherever it sits in the error's cause chain (pg's DatabaseError carries
 * the SQLSTATE as `code`; Drizzle and Payload wrap it in errors of their own).
 */
export function databaseFailureOf(error: unknown): DatabaseFailure | undefined {
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, detail } = current as { code?: unknown; detail?: unknown }
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return { code, ...(typeof detail === 'string' ? { detail } : {}) }
  }
  return undefined
}
