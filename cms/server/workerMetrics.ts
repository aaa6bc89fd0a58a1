import http from 'node:http'
import { logger } from '../lib/logger'
import { settings } from '../lib/settings'
import { exchangeOf } from './middlewareStep'
import { serveMetrics } from './metricsEndpoint'
import { sendJsonError } from './sendJson'

/**
 * The worker's /metrics (task outcomes, e-mails, ingestion and link checks are counted where they run) on
 * WORKER_METRICS_PORT, behind the same METRICS_TOKEN as the web servers'. Returns the server to close, or null
 * when either setting is missing.
 */
export function serveWorkerMetrics(): http.Server | null {
  const { WORKER_METRICS_PORT: port, METRICS_TOKEN: token } = settings()
  if (!port || !token) return null
  const server = http.createServer((request, response) => {
    void Promise.resolve(serveMetrics(exchangeOf(request, response))).then((answered) => answered || sendJsonError(response, 404, 'Only /metrics is served here.'))
  })
  server.listen(port, () => logger.info({ msg: 'worker metrics listening', port }))
  return server
}
