/**
 * `npm start`: build what is missing, start PostgreSQL (embedded unless DATABASE_URL is set),
 * migrate, seed an empty database, and serve the SPA, /api and /cms on PORT (default 3000).
 */
import { staleBuildReason } from './lib/buildStamp'
import { provideDatabase } from './lib/database'
import { run, startService, supervise } from './lib/processes'
import { runPrepare } from './lib/runPrepare'
import { ensurePayloadSecret } from './lib/secret'

process.env.NEXT_TELEMETRY_DISABLED = '1'
const port = process.env.PORT || '3000'

const staleBecause = staleBuildReason(process.cwd())
if (staleBecause) {
  console.log(`[start] ${staleBecause}: building the SPA and the server (about 2 minutes)...`)
  await run('npm', ['run', 'build'])
}

ensurePayloadSecret()
const db = await provideDatabase().catch((error: unknown) => {
  console.error(`[start] the database did not start: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
console.log(`[start] database: ${db.embedded ? `embedded PostgreSQL (${process.env.DATABASE_URL?.replace(/:[^:@/]+@/, ':***@')})` : 'DATABASE_URL'}`)

try {
  await runPrepare({ env: { ...process.env, NODE_ENV: 'production' } })
} catch (error) {
  console.error(`[start] preparing the database failed: ${(error as Error).message}`)
  await db.stop()
  process.exit(1)
}

const server = startService('npx', ['tsx', 'cms/server/main.ts'], {
  env: { ...process.env, NODE_ENV: 'production', PORT: port },
})
console.log(`[start] serving http://localhost:${port} (site), /cms (admin), /api`)
// Sessions are accepted only from SITE_URL's origin in production: say which address to open.
console.log(`[start] sign in at ${(process.env.SITE_URL || `http://localhost:${port}`).replace(/\/$/, '')} (SITE_URL): other addresses, 127.0.0.1 included, stay signed out`)
supervise([server], db.stop)
