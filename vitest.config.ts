import fs from 'node:fs'
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

// Everything but the server tests, which SERVER_TESTS finds; tests/cluster needs the production build:
// `npm run test:cluster` runs it after the e2e build.
const OTHER_TESTS = ['tests/support/**/*.test.ts', 'web/build/**/*.test.ts']

/**
 * The unit tests beside the code. Most share a process: loading their imports (React, zod, the contract) again for
 * each of about 190 files took four times as long as their tests. A file that mocks modules, fakes timers or globals,
 * or sets the environment gets a process of its own instead, found by reading it, so a new test that does is not
 * run among the others by mistake. The component tests (in happy-dom's document) share processes of their own.
 * A shuffled order (`--sequence.shuffle`) is how to find a test that leans on what an earlier file left behind.
 */
const UNIT_TEST_DIRS = ['cms', 'web/src', 'collections', 'seed']
const CHANGES_ITS_PROCESS = /vi\.(mock|doMock|resetModules|useFakeTimers|stubGlobal|stubEnv)\b|process\.env\.\w+\s*=[^=]/
const unitTests = UNIT_TEST_DIRS.flatMap((dir) =>
  fs.readdirSync(path.join(dirname, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/'))),
)
const unitTestsByProcess = { own: [] as string[], sharedUnits: [] as string[], sharedComponents: [] as string[] }
for (const file of unitTests) {
  const source = fs.readFileSync(path.join(dirname, file), 'utf8')
  const group = CHANGES_ITS_PROCESS.test(source) ? 'own' : source.includes('@vitest-environment happy-dom') ? 'sharedComponents' : 'sharedUnits'
  unitTestsByProcess[group].push(file)
}

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
  { ...common(), test: { ...commonTest, name: 'own-process', include: [...OTHER_TESTS, ...OWN_PROCESS, ...unitTestsByProcess.own], exclude: ['**/node_modules/**'] } },
  { ...common(), test: { ...commonTest, name: 'shared-units', include: unitTestsByProcess.sharedUnits, isolate: false } },
  { ...common(), test: { ...commonTest, name: 'shared-components', include: unitTestsByProcess.sharedComponents, isolate: false } },
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
