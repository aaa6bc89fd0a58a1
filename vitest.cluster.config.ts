import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** `npm run test:cluster`: several real server processes on the production build (tests/cluster). */
export default defineConfig({
  // The same aliases as vitest.config.ts: the cluster's fake sources share tests/support with the integration tests.
  resolve: {
    alias: {
      '@payload-config': path.resolve(dirname, 'cms/payload.config.ts'),
      '@contract': path.resolve(dirname, 'cms/contract'),
      '@cms': path.resolve(dirname, 'cms'),
      '@collections': path.resolve(dirname, 'collections'),
    },
  },
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 400_000,
    pool: 'forks',
  },
})
