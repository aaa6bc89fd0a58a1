/**
 * The site's server process: `scripts/start.ts` runs it (production) once the database is ready.
 * PORT, NODE_ENV and TRUSTED_PROXY_HOPS come from the environment the start script prepared.
 */
import { sweepStaleJobs } from '../domain/integrations/staleJobs'
import { startFirstIngestion } from '../domain/integrations/firstIngestion'
import { queueLeftToWorker } from '@cms/lib/queueRunners'
import { logger } from '../lib/logger'
import { metrics } from '../lib/metrics'
import { getPayloadClient } from '@cms/payloadClient'
import { shutDownGracefully } from './gracefulShutdown'
import { becomeReady } from './readiness'
import { createSiteServer } from './siteServer'
import { settingsAreFinal } from '@cms/lib/settings'

// Parsing the settings here stops a misconfigured server at start, naming the bad variable; the environment
// is complete by now, so they are not read again.
const { PORT: port, NODE_ENV, TRUSTED_PROXY_HOPS: trustedProxyHops } = settingsAreFinal()
const dev = NODE_ENV !== 'production'

const server = await createSiteServer({ dev, trustedProxyHops })
shutDownGracefully(server)
server.listen(port, () => {
  logger.info({ msg: 'listening', port, mode: dev ? 'development' : 'production' })
  void becomeReady().then(async () => {
    // /metrics reads this instance's pools and queue.
    metrics.watch(await getPayloadClient())
    // One server alone runs the jobs queue itself; with a worker (JOBS_AUTORUN=false) it starts no crons.
    if (queueLeftToWorker()) return
    const runner = await getPayloadClient({ cron: true })
    sweepStaleJobs(runner)
    void startFirstIngestion(runner)
  })
})
