/**
 * The site's server process: `scripts/start.ts` runs it (production) once the database is ready.
 * PORT, NODE_ENV and TRUSTED_PROXY_HOPS come from the environment the start script prepared.
 */
import { createSiteServer } from './siteServer'

const port = Number(process.env.PORT || 3000)
const dev = process.env.NODE_ENV !== 'production'
const trustedProxyHops = Math.max(0, Number(process.env.TRUSTED_PROXY_HOPS || 0))

const server = await createSiteServer({ dev, trustedProxyHops })
server.listen(port, () => {
  console.log(`[server] listening on :${port} (${dev ? 'development' : 'production'})`)
})

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0))
    // Keep-alive sockets may hold close() open; don't outlive the supervisor's patience.
    setTimeout(() => process.exit(0), 5000).unref()
  })
}
