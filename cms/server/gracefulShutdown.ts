import type http from 'node:http'
import { settings } from '@cms/lib/settings'
import { stopChangeFeed } from '../lib/cache/dataChanges'
import { logger } from '../lib/logger'
import { getPayloadClient } from '@cms/payloadClient'
import { startDraining } from './readiness'

const IDLE_SWEEP_MS = 100

/**
 * On SIGTERM or SIGINT: report not ready, stop accepting connections, let in-flight requests finish
 * (up to SHUTDOWN_TIMEOUT_MS, default 25 s; then the remaining connections are cut), close the database
 * connections and exit 0.
 */
export function shutDownGracefully(server: http.Server, timeoutMs = settings().SHUTDOWN_TIMEOUT_MS): void {
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ msg: 'shutting down', signal, timeoutMs })
    startDraining()
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    // Keep-alive connections become idle once their request is answered; close them as they do.
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS)
    const timedOut = new Promise<boolean>((resolve) => setTimeout(() => resolve(true), timeoutMs).unref())
    if (await Promise.race([closed.then(() => false), timedOut])) {
      logger.warn({ msg: 'shutdown timeout: closing the remaining connections' })
      server.closeAllConnections()
    }
    clearInterval(sweep)
    await stopChangeFeed()
    await (await getPayloadClient()).destroy().catch(() => {})
    logger.info({ msg: 'stopped' })
    process.exit(0)
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop(signal))
}
