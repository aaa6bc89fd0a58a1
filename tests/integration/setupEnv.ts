import { afterAll, expect, inject, vi } from 'vitest'
import { unreachableProviderEnv } from '../support/fakeProviders'

// Read by cms/payload.config.ts when a test file imports it.
// Each worker has a database of its own (tests/integration/globalSetup.ts), so files running side by side do not meet.
process.env.DATABASE_URL = inject('databaseUrls')[Number(process.env.VITEST_POOL_ID ?? 1) - 1]
process.env.UPLOADS_DIR = inject('uploadsDir')
process.env.PAYLOAD_SECRET = 'test-secret'
// Tests share a few client addresses; the public rate limit has its own test (tests/integration/publicApi.test.ts).
process.env.PUBLIC_RATE_LIMIT_PER_MINUTE = '0'
// A busy machine delays every event loop: tests are not refused by admission's delay gate (admission.test.ts tests the limit).
process.env.ADMISSION_MAX_EVENT_LOOP_DELAY_MS = '0'
// Every /api answer a test gets is checked against its declaration (status and schema); one that leaves it throws.
process.env.API_CHECK_ANSWERS = 'true'
// The sources' one-request-a-second-per-host manners have their own test (cms/lib/providerFetch.test.ts).
process.env.PROVIDER_HOST_INTERVAL_MS = '0'
// No test reaches a host outside this machine: a source a test does not point at its fake server (useFakeProviders)
// fails at once on a local address, including a run the first-start seed queued.
Object.assign(process.env, unreachableProviderEnv())

// While `npm run generate:examples` runs: the examples this file's calls recorded, for the run to merge.
// Imported only then: the component tests share this set-up and need none of the API's declarations.
if (process.env.RECORD_API_EXAMPLES_DIR) afterAll(async () => (await import('../support/apiExamples')).saveFileExamples(expect.getState().testPath!))

// Files that share a process (vitest.config.ts) each start from the environment above and leave no spy behind:
// a file's own settings (an SMTP sink's port, a fake Stripe) end with it.
const environmentAtStart = { ...process.env }
afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in environmentAtStart)) delete process.env[name]
  Object.assign(process.env, environmentAtStart)
  vi.restoreAllMocks()
})
