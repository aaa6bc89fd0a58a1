/**
 * `npm run dev`: the same database set-up as `npm start`, then our server with Next in development mode
 * (API + CMS, hot reload) on NEXT_DEV_PORT and the Vite dev server (SPA, hot reload) on PORT, proxying /api, /cms and /_next to Next.
 */
import { provideDatabase } from './lib/database'
import { run, startService, supervise } from './lib/processes'
import { ensurePayloadSecret } from './lib/secret'

process.env.NEXT_TELEMETRY_DISABLED = '1'
const port = process.env.PORT || '3000'
const nextPort = process.env.NEXT_DEV_PORT || '3001'
const siteUrl = process.env.SITE_URL || `http://localhost:${port}`

ensurePayloadSecret()
const db = await provideDatabase()
await run('npx', ['tsx', 'scripts/prepare.ts'])

const next = startService('npx', ['tsx', 'cms/server/main.ts'], {
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: nextPort,
    SITE_URL: siteUrl,
    TRUSTED_ORIGINS: [process.env.TRUSTED_ORIGINS, `http://localhost:${nextPort}`].filter(Boolean).join(','),
  },
})
const vite = startService('npx', ['vite', '--config', 'web/vite.config.ts'], {
  env: { ...process.env, PORT: port, NEXT_DEV_PORT: nextPort },
})
console.log(`[dev] site on ${siteUrl} (Vite), API and CMS through it from Next on :${nextPort}`)
supervise([next, vite], db.stop)
