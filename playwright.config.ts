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
  // A test of a dozen steps takes about a second a step while two workers, the server and PostgreSQL share two
  // cores: 30 s cut such journeys off at their last step on CI. A wait for a state still fails after expect's 10 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    launchOptions,
    // No trace by default: recording one for every test (its screencast most of all) more than doubled the suite's
    // time on two cores. Add `--trace retain-on-failure` to the command to keep one for each failed test.
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions } }],
})
