import config from '@payload-config'
import type { Pool } from 'pg'
import { getPayload, type Payload } from 'payload'
import { logger } from '@cms/lib/logger'
import { isQueueRunner, markQueueRunner } from '@cms/lib/queueRunners'

let instanceKey: string | undefined

/**
 * Called by our own server before Next starts. The server (run by tsx) and Next's bundle live in one process
 * but load separate copies of the `payload` module; Payload caches instances on `global`, so without a key of
 * its own whichever side started first would hand its instance to the other, and `instanceof
 * AuthenticationError` in a handler fails on an error thrown by the other copy (a wrong password answered
 * 500). The /api table, the renderer and the queue use the server's instance; Next's /cms keeps its own.
 */
export function keepPayloadApartFromNext(): void {
  instanceKey = 'site-server'
}

/**
 * The process-wide Payload instance (Payload caches it; this only names the call). `cron: true` also
 * starts the jobs-queue crons (`jobs.autoRun`) in this process: the worker and a server that runs its
 * own queue ask for them.
 */
export async function getPayloadClient({ cron = false }: { cron?: boolean } = {}): Promise<Payload> {
  const payload = await getPayload({ config, key: instanceKey })
  listenForIdleConnectionErrors(payload)
  if (cron && !isQueueRunner(payload)) {
    // Listed before its crons start: the config's autoRun starts them only for a listed instance.
    markQueueRunner(payload)
    await getPayload({ config, cron: true, key: instanceKey })
  }
  return payload
}

const listenedPools = new WeakSet<Pool>()

/**
 * An idle connection of Payload's pool that the database closes (a restart, a failover) makes the pool emit
 * 'error'; with no listener that would end the process. The pool drops that connection and opens another
 * when asked, so a log line is all it needs.
 */
function listenForIdleConnectionErrors(payload: Payload): void {
  const pool = (payload.db as unknown as { pool?: Pool }).pool
  if (!pool || listenedPools.has(pool)) return
  listenedPools.add(pool)
  pool.on('error', (error) => logger.warn({ err: error }, 'database: an idle connection was closed; the pool opens another when needed'))
}
