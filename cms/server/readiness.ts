import { migrations } from '../migrations'
import { logger } from '../lib/logger'
import { getPayloadClient } from '@cms/payloadClient'
import type { Middleware } from './middlewareStep'
import { poolOf } from '../lib/sql'

export const READINESS_PATH = '/api/ready'
const RETRY_MS = 1000

type State = 'starting' | 'ready' | 'draining'
let state: State = 'starting'

/** Why this server cannot take traffic yet, or null once the database answers and every migration is applied. */
async function notReadyBecause(): Promise<string | null> {
  const payload = await getPayloadClient()
  const { rows } = await poolOf(payload).query<{ name: string }>('SELECT name FROM payload_migrations')
  const applied = new Set(rows.map((row) => row.name))
  const missing = migrations.filter((migration) => !applied.has(migration.name))
  return missing.length ? `${missing.length} migration(s) not applied yet (${missing[0]!.name})` : null
}

/** Checks the database until it is reachable and migrated, then reports ready (retrying every second). */
export async function becomeReady(): Promise<void> {
  for (;;) {
    if (state === 'draining') return
    const reason = await notReadyBecause().catch((error: unknown) => `database not reachable: ${(error as Error).message}`)
    if (!reason) {
      state = 'ready'
      logger.info({ msg: 'ready' })
      return
    }
    logger.warn({ msg: 'not ready', reason })
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS))
  }
}

/** From now on the load balancer should send no new requests here (graceful shutdown). */
export function startDraining(): void {
  state = 'draining'
}

/**
 * Middleware: GET /api/ready answers 200 once the server is ready and 503 while it starts or drains, so
 * a load balancer only routes to servers that can answer. While draining, every answer also closes its
 * connection, so keep-alive clients move to another server.
 */
export const readiness: Middleware = ({ response, path }) => {
  if (state === 'draining') response.setHeader('Connection', 'close')
  if (path !== READINESS_PATH) return false
  response.writeHead(state === 'ready' ? 200 : 503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
  response.end(JSON.stringify({ status: state }))
  return true
}
