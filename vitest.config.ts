import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { spaSettingsDefine } from './web/src/lib/settingsSchema'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default defineConfig({
  // tsconfig keeps JSX as is (for Next); component tests need it compiled.
  oxc: { jsx: { runtime: 'automatic' } },
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
  test: {
    include: ['tests/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'web/build/**/*.test.ts', 'cms/**/*.test.ts', 'collections/**/*.test.ts', 'seed/**/*.test.ts'],
    // tests/cluster needs the production build: `npm run test:cluster` runs it after the e2e build.
    exclude: ['tests/e2e/**', 'tests/cluster/**', '**/node_modules/**'],
    environment: 'node',
    // One real PostgreSQL (embedded, on a free port, migrated and seeded) for the whole run.
    globalSetup: ['tests/integration/globalSetup.ts'],
    setupFiles: ['tests/integration/setupEnv.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
})
