import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import { spaSettingsDefine } from './web/src/lib/settingsSchema'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** The tests that call the server in-process against the suite's PostgreSQL. */
const SERVER_TESTS = ['tests/integration/**/*.test.ts', 'tests/security/**/*.test.ts', 'tests/operations/**/*.test.ts', 'tests/trust/**/*.test.ts']

/**
 * Server tests that need a process of their own: they set settings Payload's config reads once when it loads
 * (S3, Stripe, sources), reload modules, mock or fake timers, read or stop the process's queue crons, count
 * its metrics, or start servers of their own on the build. The other server tests share one process.
 */
const OWN_PROCESS = [
  'admission', 'alerts', 'commerce', 'contract', 'feeds', 'ingestion', 'jobs', 'linkCheck', 'mail', 'mcp', 'newsletter',
  'publicApi', 'searchPlans', 'storageDown', 'queueRunners', 'blogPreview',
].map((name) => `tests/integration/${name}.test.ts`).concat(
  ['backupRestore', 'metrics', 'readReplicas'].map((name) => `tests/operations/${name}.test.ts`),
  ['fuzz', 'server', 'sessionOutage'].map((name) => `tests/security/${name}.test.ts`),
)

// Everything but the shared-process server tests, which SERVER_TESTS finds; tests/cluster needs the production build:
// `npm run test:cluster` runs it after the e2e build.
const OTHER_TESTS = ['tests/support/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'web/build/**/*.test.ts', 'cms/**/*.test.ts', 'collections/**/*.test.ts', 'seed/**/*.test.ts']

/**
 * What every project shares (projects are not merged with the root's test settings, so its globalSetup runs once).
 * Each gets its own copy: Vitest moves `define`'s globals out of the object it is given, which would leave the next
 * project without them.
 */
const common = () => ({
  // tsconfig keeps JSX as is (for Next); component tests need it compiled.
  oxc: { jsx: { runtime: 'automatic' as const } },
  // The SPA's settings as its build inlines them (web/vite.config.ts).
  define: spaSettingsDefine(process.env),
  resolve: {
    alias: {
      '@payload-config': path.resolve(dirname, 'cms/payload.config.ts'),
      '@cms': path.resolve(dirname, 'cms'),
      '@web': path.resolve(dirname, 'web/src'),
      '@collections': path.resolve(dirname, 'collections'),
    },
  },
})
const commonTest = {
  environment: 'node',
  setupFiles: ['tests/integration/setupEnv.ts'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
  pool: 'forks' as const,
}

const projects: TestProjectInlineConfiguration[] = [
  { ...common(), test: { ...commonTest, name: 'own-process', include: [...OTHER_TESTS, ...OWN_PROCESS], exclude: ['**/node_modules/**'] } },
  {
    ...common(),
    // Loading Payload, Next and the app for each file took most of a file's time: these files load them once.
    // tests/integration/setupEnv.ts gives each file the environment it started with and restores spied-on functions.
    test: { ...commonTest, name: 'shared-process', include: SERVER_TESTS, exclude: ['**/node_modules/**', ...OWN_PROCESS], isolate: false },
  },
]

export default defineConfig({
  ...common(),
  test: {
    // One real PostgreSQL (embedded, on a free port, migrated and seeded) for the whole run.
    globalSetup: ['tests/integration/globalSetup.ts'],
    // Vitest's default is a worker per core but one, i.e. one on CI's two cores, where a file waits on PostgreSQL
    // and its own servers much of the time: a second worker uses that time. Each worker has a database of its own.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects,
  },
})
