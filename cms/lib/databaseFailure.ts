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

/** Node's socket errors when the server is not there (refused, reset, gone). */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH'])

/**
 * True when the database itself is away (not listening, shutting down, starting or recovering, the connection
 * cut), as opposed to a query it refused: the caller answers 503 or tries another server.
 */
export function databaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, message } = current as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && (UNREACHABLE.has(code) || code.startsWith('08') || /^57P0[1-3]$/.test(code))) return true
    if (typeof message === 'string' && /Connection terminated|timeout exceeded when trying to connect/.test(message)) return true
  }
  return false
}
