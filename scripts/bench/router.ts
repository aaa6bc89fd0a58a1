/**
 * `npm run bench:router`: what a trivial /api call costs through each way of serving it, in one run, with no
 * database (the router choice, scripts/bench/results/router.md). Starts `lib/routerFloorServer.ts` in its own process and runs
 * autocannon (50 connections, BENCH_SECONDS each, default 10) against its three paths.
 * Prints a table, then one JSON line: {"bench":"router","rows":[{name,rps,p50,p99}]}.
 */
import { spawn } from 'node:child_process'
import autocannon from 'autocannon'
import { printTable, stopServer } from './lib/report'
import { freePort } from '../lib/ports'

const DURATION = Number(process.env.BENCH_SECONDS || 10)

function cannon(url: string): Promise<{ rps: number; p50: number; p99: number }> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 50, duration: DURATION }, (error, result) => {
      if (error) return reject(error)
      resolve({ rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 })
    })
  })
}

const port = await freePort()
const base = `http://127.0.0.1:${port}`
const server = spawn('npx', ['tsx', 'scripts/bench/lib/routerFloorServer.ts'], { env: { ...process.env, PORT: String(port), NODE_ENV: 'production', PAYLOAD_SECRET: 'bench-secret', LOG_LEVEL: 'info', PUBLIC_RATE_LIMIT_PER_MINUTE: '0' }, stdio: ['ignore', 'ignore', 'inherit'], detached: true })
try {
  for (let tries = 0; ; tries++) {
    if (await fetch(`${base}/api/live`).then(() => true, () => false)) break
    if (tries > 240) throw new Error('the floor server did not start')
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  const targets: [string, string][] = [
    ['/api/ready (skips the steps)', '/api/ready'],
    ['/api/live (the table, every step)', '/api/live'],
    ['trivial route, hono', '/hono/floor'],
  ]
  const rows = []
  for (const [name, path] of targets) {
    await fetch(`${base}${path}`)
    console.log(`[bench] ${name}`)
    rows.push({ name, ...(await cannon(`${base}${path}`)) })
  }
  const floor = rows[0]!.rps
  printTable([['call', 36], ['req/s', 10], ['p50 ms', 10], ['p99 ms', 10], ['of /api/ready', 0]], rows.map((r) => [r.name, r.rps, r.p50, r.p99, `${Math.round((100 * r.rps) / Math.max(1, floor))}%`]))
  console.log(JSON.stringify({ bench: 'router', rows }))
} finally {
  await stopServer(server)
}
process.exit(0)
