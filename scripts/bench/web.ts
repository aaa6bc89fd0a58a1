/**
 * `npm run bench:web`: a benchmark (not a test) of the public site as phones and crawlers get it.
 * Needs `npm run build` first. Creates its own embedded PostgreSQL with the demo seed, starts the production
 * server on it, runs Lighthouse 12 (mobile, the median of BENCH_LIGHTHOUSE_RUNS = 3 runs by performance) on
 * the home page, a search, a job page, a blog post and a category page, sums the gzip size of the JavaScript
 * each page downloads before it is interactive, then measures server-rendered job pages against the same
 * job's JSON call with autocannon (50 connections, BENCH_SECONDS = 10 each).
 * Prints a table, then one JSON line: {"bench":"web","pages":[...],"ssr":{rps,p99,apiRps}}.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { printTable, stopServer } from './lib/report'
import { startThrowawayDatabase } from './lib/throwawayDatabase'
import { freePort } from '../lib/ports'
import { run } from '../lib/processes'
import { waitForHttp } from '../lib/waitForHttp'

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3)
const DURATION = Number(process.env.BENCH_SECONDS || 10)
const CONNECTIONS = 50
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

interface PageRow {
  path: string
  performance: number
  seo: number
  accessibility: number
  lcpMs: number
  cls: number
  tbtMs: number
  jsGzKb: number
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

/** The gzip size of the scripts a page fetched before Lighthouse saw it interactive. */
async function scriptGzKb(lhr: { audits: Record<string, { numericValue?: number; details?: unknown }> }): Promise<number> {
  const interactive = lhr.audits['interactive']?.numericValue ?? Number.POSITIVE_INFINITY
  const items = ((lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string; networkEndTime?: number }[] })?.items ?? []).filter(
    (item) => item.resourceType === 'Script' && (item.networkEndTime ?? 0) <= interactive,
  )
  let bytes = 0
  for (const item of items) bytes += gzipSync(Buffer.from(await (await fetch(item.url)).arrayBuffer())).length
  return Math.round(bytes / 102.4) / 10
}

async function audit(url: string, port: number): Promise<PageRow> {
  const runs: PageRow[] = []
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'seo', 'accessibility'] })
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
      jsGzKb: await scriptGzKb(lhr as never),
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
  const env = { ...process.env, DATABASE_URL: db.url, PAYLOAD_SECRET: 'bench-secret', NODE_ENV: 'production' as const, NEXT_TELEMETRY_DISABLED: '1' }
  console.log('[bench] migrating and seeding...')
  await run('npx', ['tsx', 'scripts/prepare.ts'], { env })
  const port = await freePort()
  const base = `http://localhost:${port}`
  server = spawn('npx', ['tsx', 'cms/server/main.ts'], { env: { ...env, PORT: String(port), SITE_URL: base }, stdio: ['ignore', 'ignore', 'inherit'], detached: true })
  await waitForHttp(`${base}/api/health`)

  const job = (await (await fetch(`${base}/api/jobs?limit=1&sort=newest`)).json()).jobs[0].slug as string
  const post = (await (await fetch(`${base}/api/blog/posts`)).json()).posts[0].slug as string
  const pages = ['/', '/search?q=developer', `/jobs/${job}`, `/blog/post/${post}`, '/categories/development']

  chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags: CHROME_FLAGS })
  const rows: PageRow[] = []
  for (const page of pages) {
    await fetch(`${base}${page}`) // warm-up
    console.log(`[bench] lighthouse ${page} (${RUNS} runs)`)
    rows.push(await audit(`${base}${page}`, chrome.port))
  }
  await chrome.kill()
  chrome = null

  console.log(`[bench] autocannon: server-rendered /jobs/${job} and GET /api/jobs/${job}`)
  const ssr = await cannon(`${base}/jobs/${job}`)
  const api = await cannon(`${base}/api/jobs/${job}`)

  printTable(
    [['page', 44], ['perf', 6], ['seo', 5], ['a11y', 6], ['LCP ms', 8], ['CLS', 7], ['TBT ms', 8], ['JS gz KB', 0]],
    rows.map((r) => [r.path, r.performance, r.seo, r.accessibility, r.lcpMs, r.cls, r.tbtMs, r.jsGzKb]),
  )
  console.log(`\nserver-rendered job page: ${ssr.rps} req/s (p99 ${ssr.p99} ms, ${ssr.errors} errors); its JSON call: ${api.rps} req/s (${api.errors} errors)`)
  console.log('targets: performance >= 95, SEO 100, LCP <= 1500 ms, CLS <= 0.02, JS <= 120 KB gz, SSR >= half the JSON throughput')
  console.log(JSON.stringify({ bench: 'web', pages: rows, ssr: { rps: ssr.rps, p99: ssr.p99, apiRps: api.rps } }))
} finally {
  if (chrome) await chrome.kill()
  await stopServer(server)
  await db.remove()
}
process.exit(0)
