/**
 * `npm run dev`: the same database set-up as `npm start`, then our server on PORT in development mode:
 * Next (API + CMS) with hot reload, and Vite in middleware mode serving and server-rendering the SPA with
 * hot reload (its module requests and hot updates go through the same server).
 */
import { provideDatabase } from './lib/database'
import { startService, supervise } from './lib/processes'
import { runPrepare } from './lib/runPrepare'
import { ensurePayloadSecret } from './lib/secret'

process.env.NEXT_TELEMETRY_DISABLED = '1'
const port = process.env.PORT || '3000'
const siteUrl = process.env.SITE_URL || `http://localhost:${port}`

ensurePayloadSecret()
const db = await provideDatabase()
await runPrepare()

const next = startService('npx', ['tsx', 'cms/server/main.ts'], {
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: port,
    SITE_URL: siteUrl,
  },
})
console.log(`[dev] site, API and CMS on ${siteUrl} (Next and Vite in development mode, hot reload on both sides)`)
supervise([next], db.stop)
