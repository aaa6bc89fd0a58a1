/** The site's server process: `scripts/start.ts` runs it once the database is ready. */
import { logger } from '../lib/logger'
import { shutDownGracefully } from './gracefulShutdown'
import { becomeReady } from './readiness'
import { createSiteServer } from './siteServer'

const port = Number(process.env.PORT || 3000)
const dev = process.env.NODE_ENV !== 'production'

const server = await createSiteServer({ dev })
shutDownGracefully(server)
server.listen(port, () => {
  logger.info({ msg: 'listening', port, mode: dev ? 'development' : 'production' })
  void becomeReady()
})
