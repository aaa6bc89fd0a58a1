/**
 * `npm run test:e2e`: build the production bundle, start it exactly as `npm start` does on free ports
 * with a throwaway embedded PostgreSQL, and run the Playwright suite against it in a real browser.
 * E2E_SKIP_BUILD=1 reuses an existing build; extra arguments go to `playwright test`.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { smtpEnv, startSmtpSink } from '../tests/support/smtpSink'
import { serveSinkOverHttp } from '../tests/support/smtpSinkHttp'
import { startFakeStripe } from '../tests/support/fakeStripe'
import { fakeProviderEnv, startFakeProviders } from '../tests/support/fakeProviders'
import { remoteOkFeed, remoteOkItem } from '../tests/support/providerFixtures'
import { embeddedDatabaseUrl } from './lib/embeddedPostgres'
import { freePort } from './lib/ports'
import { run } from './lib/processes'
import { waitForHttp } from './lib/waitForHttp'

if (process.env.E2E_SKIP_BUILD !== '1') await run('npm', ['run', 'build'])

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nomad-e2e-'))
// Provider fixtures served locally: an admin's on-demand import reads Remote OK from here (never the internet).
const providers = await startFakeProviders()
providers.set('remoteok', { body: remoteOkFeed(Array.from({ length: 12 }, (_, i) => remoteOkItem(i + 1))) })
const port = await freePort()
const baseUrl = `http://localhost:${port}`
// A real SMTP sink catches the site's e-mails (password reset); specs read them over HTTP at SMTP_SINK_URL.
const smtpSink = await startSmtpSink()
const sinkHttp = await serveSinkOverHttp(smtpSink)
// The real Stripe SDK in the server talks to a local fake Stripe, which also delivers signed webhooks.
const E2E_WEBHOOK_SECRET = 'whsec_e2e_fake'
const fakeStripe = await startFakeStripe()
fakeStripe.setWebhookTarget(`${baseUrl}/api/stripe/webhook`, E2E_WEBHOOK_SECRET)
const pgPort = await freePort()
const server = spawn('npx', ['tsx', 'scripts/start.ts'], {
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
  env: {
    ...process.env,
    PORT: String(port),
    SITE_URL: baseUrl,
    EMBEDDED_PG_PORT: String(pgPort),
    EMBEDDED_PG_DIR: path.join(workDir, 'pg'),
    UPLOADS_DIR: path.join(workDir, 'uploads'),
    PAYLOAD_SECRET: 'e2e-secret',
    DATABASE_URL: '',
    ...smtpEnv(smtpSink),
    EXPOSE_RESET_TOKEN: 'false',
    // Every spec signs up from 127.0.0.1: room for the whole suite (the limits themselves are integration-tested).
    AUTH_RATE_LIMIT_SCALE: '10',
    // The same for the public reads the browser makes (the bucket is integration-tested in publicApi.test.ts).
    PUBLIC_RATE_LIMIT_PER_MINUTE: '0',
    // A busy CI machine delays every event loop: the specs must not be refused by admission's delay gate.
    ADMISSION_MAX_EVENT_LOOP_DELAY_MS: '0',
    // Specs change data and look at it at once: no rendered-page cache between them.
    HTML_CACHE_SECONDS: '0',
    JOB_COUNT_CACHE_SECONDS: '0',
    STRIPE_SECRET_KEY: 'sk_test_e2e_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e_fake',
    STRIPE_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
    STRIPE_API_BASE: fakeStripe.url,
    NOTION_TEMPLATE_URL: 'https://www.notion.so/nomad-templates-e2e',
    ENABLE_TEST_ENDPOINTS: 'true',
    // Every source at the local fake (404 unless a test sets it): the first-start run and the schedule never reach real hosts.
    ...fakeProviderEnv(providers),
  },
})

let exitCode = 1
try {
  // Migrating and seeding a fresh database took over two minutes on a busy shared two-core machine.
  await waitForHttp(`${baseUrl}/api/health`, 300_000)
  await run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    // E2E_DATABASE_URL: specs check what only the database shows (a job page's counted views).
    env: { ...process.env, BASE_URL: baseUrl, SMTP_SINK_URL: sinkHttp.url, E2E_DATABASE_URL: embeddedDatabaseUrl(pgPort) },
  })
  exitCode = 0
} catch (error) {
  console.error(`[e2e] ${(error as Error).message}`)
} finally {
  // The start script stops its PostgreSQL when told to stop.
  process.kill(-server.pid!, 'SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
  await sinkHttp.close()
  await smtpSink.close()
  await fakeStripe.close()
  // `npx` exits at the signal while the start script is still stopping PostgreSQL, whose archiver copies
  // a last WAL segment into the work folder: wait for the postmaster to be gone before deleting it.
  await waitForPostmasterToExit(path.join(workDir, 'pg'), 60_000)
  try {
    fs.rmSync(workDir, { recursive: true, force: true, maxRetries: 20, retryDelay: 250 })
  } catch (error) {
    // A leftover temporary folder is not a failed test run.
    console.warn(`[e2e] could not delete ${workDir}: ${(error as Error).message}`)
  }
  await providers.close()
}
process.exit(exitCode)

async function waitForPostmasterToExit(dataDir: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (fs.existsSync(path.join(dataDir, 'postmaster.pid')) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200))
}
