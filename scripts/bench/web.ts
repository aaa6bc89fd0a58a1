/**
 * `npm run bench:web`: a benchmark (not a test) of the public site as phones and crawlers get it.
 * Needs `npm run build` first. Creates its own embedded PostgreSQL with the demo seed, starts the production
 * server on it, and measures:
 * - the JavaScript of every public page type (home, search, job, category, blog post, keyword, location,
 *   country) counted as a browser counts it: the compressed bytes of every script file a phone downloads
 *   until the network is idle (lib/pageScripts.ts), against the budget of docs/performance.md, and again
 *   after the visitor's first scroll (read-first pages load the app on the first interaction);
 * - Lighthouse 12 (mobile, the median of BENCH_LIGHTHOUSE_RUNS = 3 runs by performance) on the home page, a
 *   search, a job page, a blog post and a category page;
 * - server-rendered job pages against the same job's JSON call with autocannon (50 connections,
 *   BENCH_SECONDS = 10 each).
 * BENCH_SESSION=1 measures it all as a signed-in visitor's browser loads it (the app at once).
 * Prints two tables, then one JSON line: {"bench":"web","scripts":[...],"lighthouse":[...],"ssr":{rps,p99,apiRps}}.
 * Lighthouse's score moves by several points when the shared machine is busy: compare runs made on a quiet one.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import autocannon from 'autocannon'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { Browser } from 'playwright-core'
import { CHROMIUM_ARGS, launchChromium, measurePageScripts, type PageScripts } from './lib/pageScripts'
import { printTable, stopServer } from './lib/report'
import { startThrowawayDatabase } from './lib/throwawayDatabase'
import { freePort } from '../lib/ports'
import { runPrepare } from '../lib/runPrepare'
import { waitForHttp } from '../lib/waitForHttp'
import { unreachableProviderEnv } from '../../tests/support/fakeProviders'

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3)
/**
 * BENCH_SESSION=1 measures as a visitor with a session cookie (an unknown one: the pages stay anonymous), whose
 * read-first pages load the app at once, as every visitor's did before (docs/performance.md).
 */
const SESSION_HEADERS: Record<string, string> | undefined = process.env.BENCH_SESSION === '1' ? { Cookie: 'payload-token=bench-unknown-session' } : undefined
const DURATION = Number(process.env.BENCH_SECONDS || 10)
const CONNECTIONS = 50
const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS]
/** The budget of docs/performance.md: compressed JavaScript per public page, in KB. */
const SCRIPT_BUDGET_KB = 100

interface PageRow {
  path: string
  performance: number
  seo: number
  accessibility: number
  lcpMs: number
  cls: number
  tbtMs: number
}

interface ScriptRow extends PageScripts {
  type: string
  path: string
}

for (const file of ['cms/.next/BUILD_ID', 'cms/public/index.html', 'cms/.ssr/entry-server.js']) {
  if (!fs.existsSync(file)) {
    console.error(`[bench] no production build (${file} is missing): run \`npm run build\` first`)
    process.exit(1)
  }
}

const db = await startThrowawayDatabase('nomad-bench-web-')
let server: ReturnType<typeof spawn> | null = null
let chrome: chromeLauncher.LaunchedChrome | null = null
let browser: Browser | null = null

async function audit(url: string, port: number): Promise<PageRow> {
  const runs: PageRow[] = []
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'seo', 'accessibility'], extraHeaders: SESSION_HEADERS })
    const lhr = result!.lhr
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const value = (id: string) => lhr.audits[id]?.numericValue ?? 0
    runs.push({
      path: new URL(url).pathname + new URL(url).search,
      performance: score('performance'),
      seo: score('seo'),
      accessibility: score('accessibility'),
      lcpMs: Math.round(value('largest-contentful-paint')),
      cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
      tbtMs: Math.round(value('total-blocking-time')),
    })
  }
  runs.sort((a, b) => a.performance - b.performance)
  return runs[Math.floor(runs.length / 2)]!
}

function cannon(url: string): Promise<{ rps: number; p99: number; errors: number }> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION }, (error, result) => {
      if (error) return reject(error)
      resolve({ rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.timeouts + (result.non2xx ?? 0) })
    })
  })
}

try {
  // Every source at a local dead address: the seed's first-start ingestion run must not fetch outside hosts mid-measurement.
  const env = { ...process.env, ...unreachableProviderEnv(), DATABASE_URL: db.url, PAYLOAD_SECRET: 'bench-secret', NODE_ENV: 'production' as const, NEXT_TELEMETRY_DISABLED: '1' }
  console.log('[bench] migrating and seeding...')
  await runPrepare({ env })
  const port = await freePort()
  const base = `http://localhost:${port}`
  server = spawn('npx', ['tsx', 'cms/server/main.ts'], { env: { ...env, PORT: String(port), SITE_URL: base }, stdio: ['ignore', 'ignore', 'inherit'], detached: true })
  await waitForHttp(`${base}/api/health`)

  const api = async (path: string) => (await fetch(`${base}${path}`)).json()
  const job = (await api('/api/jobs?limit=1&sort=newest')).jobs[0].slug as string
  const post = (await api('/api/blog/posts')).posts[0].slug as string
  const keyword = (await api('/api/keywords/jobs?limit=1')).jobs[0].slug as string
  const location = (await api('/api/locations'))[0].slug as string
  const country = (await api('/api/remote-jobs-from')).countries[0]?.slug as string | undefined
  const pageTypes: [type: string, path: string][] = [
    ['home', '/'],
    ['search', '/search?q=developer'],
    ['job', `/jobs/${job}`],
    ['category', '/categories/development'],
    ['blog post', `/blog/post/${post}`],
    ['keyword', `/keywords/${keyword}`],
    ['location', `/locations/${location}`],
    ...(country ? [['country', `/remote-jobs-from/${country}`] as [string, string]] : []),
  ]
  const lighthousePages = pageTypes.slice(0, 5)
  for (const [, path] of pageTypes) await fetch(`${base}${path}`) // warm-up: the server's caches, not the browser's

  console.log('[bench] scripts a phone downloads per page type')
  browser = await launchChromium()
  const scripts: ScriptRow[] = []
  for (const [type, path] of pageTypes) scripts.push({ type, path, ...(await measurePageScripts(browser, `${base}${path}`, SESSION_HEADERS)) })
  await browser.close()
  browser = null

  chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags: CHROME_FLAGS })
  const rows: PageRow[] = []
  // BENCH_LIGHTHOUSE_RUNS=0 skips Lighthouse (a quick look at the scripts alone).
  for (const [, page] of RUNS > 0 ? lighthousePages : []) {
    console.log(`[bench] lighthouse ${page} (${RUNS} runs)`)
    rows.push(await audit(`${base}${page}`, chrome.port))
  }
  await chrome.kill()
  chrome = null

  console.log(`[bench] autocannon: server-rendered /jobs/${job} and GET /api/jobs/${job}`)
  const ssr = await cannon(`${base}/jobs/${job}`)
  const json = await cannon(`${base}/api/jobs/${job}`)

  printTable(
    [['page type', 11], ['path', 60], ['script files', 14], ['JS KB (compressed)', 22], ['after a scroll: files', 23], ['KB', 0]],
    scripts.map((r) => [r.type, r.path, r.files, `${r.kb}${r.kb > SCRIPT_BUDGET_KB ? '  OVER BUDGET' : ''}`, r.filesAfterScroll, r.kbAfterScroll]),
  )
  printTable(
    [['page', 60], ['perf', 6], ['seo', 5], ['a11y', 6], ['LCP ms', 8], ['CLS', 7], ['TBT ms', 0]],
    rows.map((r) => [r.path, r.performance, r.seo, r.accessibility, r.lcpMs, r.cls, r.tbtMs]),
  )
  console.log(`\nserver-rendered job page: ${ssr.rps} req/s (p99 ${ssr.p99} ms, ${ssr.errors} errors); its JSON call: ${json.rps} req/s (${json.errors} errors)`)
  console.log(`targets: JS <= ${SCRIPT_BUDGET_KB} KB compressed per page type, performance >= 95, SEO 100, LCP <= 1500 ms, CLS <= 0.02, SSR >= half the JSON throughput`)
  console.log(JSON.stringify({ bench: 'web', scripts, lighthouse: rows, ssr: { rps: ssr.rps, p99: ssr.p99, apiRps: json.rps } }))
} finally {
  if (browser) await browser.close()
  if (chrome) await chrome.kill()
  await stopServer(server)
  await db.remove()
}
process.exit(0)
