/**
 * `npm run bench:render`: what one server render of each public page type costs the server's CPU (issue 47,
 * "find where the CPU goes per page type"). Needs `npm run build:web` (the renderer bundle in cms/.ssr).
 * Creates a throwaway embedded PostgreSQL with the demo seed and renders pages in this process exactly as the
 * site server does (the built renderer, its API calls answered by the /api entry in process), with varied
 * addresses per page type (other jobs, searches, categories, posts), as pages the HTML cache has not kept.
 * The API's read cache stays as served (site-wide answers such as the header's categories are reused across
 * renders for PUBLIC_READ_CACHE_SECONDS); BENCH_READ_CACHE_SECONDS=0 turns it off, so every answer is worked out.
 * For each page type it renders BENCH_RENDERS (default 60) addresses one after another, after a warm-up, and
 * reports the CPU milliseconds of this process per render (user + system: React, the route's loaders, the
 * API entry and the database driver; PostgreSQL's own work is another process) and the wall time. A second
 * pass renders the same addresses with every API answer replayed from memory: its CPU is React's and the
 * loaders' alone, so the difference is what the data costs. Then each /api route the pages called is timed
 * alone over the addresses they called it with (CPU ms per call), to show where the data's share goes.
 * BENCH_CPU_PROFILE=file.cpuprofile writes a CPU profile of the measured renders (open it in Chrome's DevTools).
 * Prints two tables and ends with one JSON line {"bench":"render","readCacheSeconds":n,"pages":[...],"calls":[...]}.
 */
import fs from 'node:fs'
import { Session } from 'node:inspector/promises'
import { performance } from 'node:perf_hooks'
import { printTable } from './lib/report'
import { prepareInProcess, startThrowawayDatabase } from './lib/throwawayDatabase'

const RENDERS = Number(process.env.BENCH_RENDERS) || 60
const WARM_UP = 10
const ORIGIN = 'http://localhost:3000'

for (const file of ['cms/public/index.html', 'cms/.ssr/entry-server.js']) {
  if (!fs.existsSync(file)) {
    console.error(`[bench] no renderer build (${file} is missing): run \`npm run build:web\` first`)
    process.exit(1)
  }
}

/** A small deterministic generator, so every run renders the same addresses. */
function random(seed: number) {
  return () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31)
}

interface PageRow {
  type: string
  renders: number
  cpuMs: number
  wallMs: number
  renderOnlyCpuMs: number
  dataCpuMs: number
  kb: number
}

// As the servers run: React's development build (what an unset NODE_ENV loads) costs about twice the CPU per render.
Object.assign(process.env, { NODE_ENV: 'production' })
const db = await startThrowawayDatabase('nomad-bench-render-')
let exitCode = 0
try {
  if (process.env.BENCH_READ_CACHE_SECONDS) process.env.PUBLIC_READ_CACHE_SECONDS = process.env.BENCH_READ_CACHE_SECONDS
  await prepareInProcess(db)
  const { getPayload } = await import('payload')
  const { default: config } = await import('@cms/payload.config')
  const { siteFeatures } = await import('@cms/domain/siteFeatures')
  const { createSsrTransport } = await import('@cms/server/ssrTransport')
  const { productionRenderer } = await import('@cms/server/ssrRenderer')
  const { apiRouteOf } = await import('@cms/api/answerApi')
  const { settings } = await import('@cms/lib/settings')
  const { poolOf } = await import('@cms/lib/sql')
  const payload = await getPayload({ config })

  const live = createSsrTransport(ORIGIN)
  // The same renderer bundle twice would share its settings: one transport that answers live or from memory.
  const recorded = new Map<string, { status: number; headers: [string, string][]; body: string }>()
  let replay = false
  /** The API calls of the page type being measured, by the table's route ('GET /api/jobs/:slug'). */
  let calls: Map<string, Set<string>> | null = null
  const transport: typeof live = async (url, init) => {
    const key = `${init.method ?? 'GET'} ${url}`
    const route = apiRouteOf(init.method ?? 'GET', new URL(url, ORIGIN).pathname)
    calls?.set(route, (calls.get(route) ?? new Set()).add(url))
    const kept = replay ? recorded.get(key) : undefined
    if (kept) return new Response(kept.body, { status: kept.status, headers: kept.headers })
    const answer = await live(url, init)
    const body = await answer.text()
    recorded.set(key, { status: answer.status, headers: [...answer.headers], body })
    return new Response(body, { status: answer.status, headers: answer.headers })
  }
  const renderer = await productionRenderer({ origin: ORIGIN, transport, features: siteFeatures() })
  const api = async (path: string) => (await live(path, { method: 'GET' })).json()

  // 100 jobs, in the two pages of the most a list call gives (MAX_LIMIT, 50).
  const jobs = (await Promise.all([1, 2].map(async (page) => (await api(`/api/jobs?limit=50&sort=newest&page=${page}`)).jobs as { slug: string }[])))
    .flat()
    .map((job) => job.slug)
  const posts = ((await api('/api/blog/posts')).posts as { slug: string }[]).map((post) => post.slug)
  const categoryList = await api('/api/categories')
  const categories = ((Array.isArray(categoryList) ? categoryList : categoryList.categories) as { slug: string }[]).map((category) => category.slug)
  const words = ['developer', 'react', 'python', 'designer', 'support', 'senior engineer', 'typescript', 'marketing', 'product manager', 'data', 'devops', 'writer', 'sales', 'rust', 'go', 'java']
  const next = random(47)
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!
  const addresses = (count: number, make: (i: number) => string) => Array.from({ length: count }, (_, i) => make(i))
  const total = RENDERS + WARM_UP
  const pageTypes: [type: string, paths: string[]][] = [
    // One home page: a campaign parameter varies its address as links do; its data is never cached here.
    ['home', addresses(total, (i) => `/?utm_source=bench-${i}`)],
    ['search', addresses(total, (i) => `/search?q=${encodeURIComponent(pick(words))}${i % 3 === 0 ? `&category=${pick(categories)}` : ''}${i % 4 === 1 ? '&sort=newest' : ''}${i % 5 === 2 ? '&page=2' : ''}`)],
    ['job', addresses(total, (i) => `/jobs/${jobs[i % jobs.length]}`)],
    ['category', addresses(total, (i) => `/categories/${categories[i % categories.length]}${i >= categories.length ? `?page=${1 + Math.floor(i / categories.length)}` : ''}`)],
    ['blog post', addresses(total, (i) => `/blog/post/${posts[i % posts.length]}`)],
  ]

  const renderAll = async (paths: string[]) => {
    let bytes = 0
    for (const path of paths) {
      const result = await renderer.render(new Request(new URL(path, ORIGIN), { headers: { accept: 'text/html' } }))
      if (result.status >= 500) throw new Error(`${path} answered ${result.status}`)
      bytes += result.html?.length ?? 0
    }
    return bytes
  }
  const measure = async (paths: string[]) => {
    const cpu = process.cpuUsage()
    const start = performance.now()
    const bytes = await renderAll(paths)
    const used = process.cpuUsage(cpu)
    return { cpuMs: (used.user + used.system) / 1000 / paths.length, wallMs: (performance.now() - start) / paths.length, bytes }
  }
  const round = (value: number) => Math.round(value * 10) / 10

  const profiler = process.env.BENCH_CPU_PROFILE ? new Session() : null
  profiler?.connect()
  await profiler?.post('Profiler.enable')
  const rows: PageRow[] = []
  const callsByPage = new Map<string, Map<string, Set<string>>>()
  for (const [type, paths] of pageTypes) {
    replay = false
    await renderAll(paths.slice(0, WARM_UP))
    const measured = paths.slice(WARM_UP)
    const pageCalls = new Map<string, Set<string>>()
    calls = pageCalls
    await profiler?.post('Profiler.start')
    const full = await measure(measured)
    const profile = await profiler?.post('Profiler.stop')
    if (profile) fs.writeFileSync(process.env.BENCH_CPU_PROFILE!.replace(/(\.cpuprofile)?$/, `-${type.replace(' ', '-')}.cpuprofile`), JSON.stringify(profile.profile))
    calls = null
    callsByPage.set(type, pageCalls)
    replay = true
    const renderOnly = await measure(measured)
    rows.push({
      type,
      renders: measured.length,
      cpuMs: round(full.cpuMs),
      wallMs: round(full.wallMs),
      renderOnlyCpuMs: round(renderOnly.cpuMs),
      dataCpuMs: round(full.cpuMs - renderOnly.cpuMs),
      kb: round(full.bytes / measured.length / 1024),
    })
  }

  // Each route the pages called, alone: the same addresses again, one after another (as cached as they were).
  const callRows: { page: string; route: string; calls: number; cpuMs: number }[] = []
  for (const [page, routes] of callsByPage) {
    for (const [route, urls] of routes) {
      const sample = [...urls].slice(0, 20)
      const cpu = process.cpuUsage()
      for (const url of sample) await (await live(url, { method: 'GET' })).text()
      const used = process.cpuUsage(cpu)
      callRows.push({ page, route, calls: sample.length, cpuMs: round((used.user + used.system) / 1000 / sample.length) })
    }
  }

  const readCacheSeconds = settings().PUBLIC_READ_CACHE_SECONDS
  console.log(`\nserver renders, ${RENDERS} varied addresses per page type, API read cache ${readCacheSeconds} s`)
  printTable(
    [['page type', 11], ['renders', 9], ['CPU ms/render', 15], ['wall ms/render', 16], ['render only CPU ms', 20], ['data CPU ms', 13], ['HTML KB', 0]],
    rows.map((row) => [row.type, row.renders, row.cpuMs, row.wallMs, row.renderOnlyCpuMs, row.dataCpuMs, row.kb]),
  )
  printTable(
    [['page type', 11], ['API route', 40], ['addresses', 11], ['CPU ms/call', 0]],
    callRows.map((row) => [row.page, row.route, row.calls, row.cpuMs]),
  )
  console.log(JSON.stringify({ bench: 'render', readCacheSeconds, pages: rows, calls: callRows }))
  // Closed before its database goes, so no connection reports the shutdown; a connection still held (the
  // queue's or the cache listener's) must not keep the bench from ending.
  await Promise.race([poolOf(payload).end(), new Promise((resolve) => setTimeout(resolve, 5000))])
} catch (error) {
  console.error(error)
  exitCode = 1
} finally {
  await db.remove()
}
process.exit(exitCode)
