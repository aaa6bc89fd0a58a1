import fs from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import { BASE_URL } from './tests/e2e/support/baseUrl'

// Debian's Chromium where it is installed (CI installs it); Playwright's own browser elsewhere.
const systemChromium = '/usr/bin/chromium'
const launchOptions = fs.existsSync(systemChromium)
  ? {
      executablePath: systemChromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    }
  : {}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    launchOptions,
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions } }],
})
