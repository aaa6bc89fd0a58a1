/**
 * `npm run bench:router`: what a trivial /api call costs through each way of serving it, in one run, with no
 * database (the router choice, scripts/bench/results/router.md). Starts `lib/routerFloorServer.ts` in its own process and runs
 * autocannon (50 connections, BENCH_SECONDS each, default 10, after a 3-second unmeasured warm-up of each) against its three paths, and reads what the server
 * process spent per request (CPU µs), apart from the load generator sharing its cores.
 * Prints a table, then one JSON line: {"bench":"router","rows":[{name,rps,p50,p99,serverCpuUs}]}.
 */
import { spawn } from 'node:child_process'
import autocannon from 'autocannon'
import { processGroupCpuMs } from './lib/processGroupCpu'
import { printTable, stopServer } from './lib/report'
import { freePort } from '../lib/ports'

const DURATION = Number(process.env.BENCH_SECONDS || 10)

/** Unmeasured seconds per path before the measured rows: the first row of a run otherwise pays the process's JIT warm-up. */
const WARM_UP_SECONDS = 3

function cannon(url: string, serverGroup: number, duration = DURATION): Promise<{ rps: number; p50: number; p99: number; serverCpuUs: number }> {
  const cpuBefore = processGroupCpuMs(serverGroup)
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 50, duration }, (error, result) => {
      if (error) return reject(error)
      const serverCpuUs = Math.round(((processGroupCpuMs(serverGroup) - cpuBefore) * 1000) / Math.max(1, result.requests.total))
      resolve({ rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, serverCpuUs })
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
  for (const [, path] of targets) await cannon(`${base}${path}`, server.pid!, WARM_UP_SECONDS)
  const rows = []
  for (const [name, path] of targets) {
    console.log(`[bench] ${name}`)
    rows.push({ name, ...(await cannon(`${base}${path}`, server.pid!)) })
  }
  const floor = rows[0]!
  const percentOf = (part: number, whole: number) => `${Math.round((100 * part) / Math.max(1, whole))}%`
  printTable(
    [['call', 36], ['req/s', 10], ['p50 ms', 10], ['p99 ms', 10], ['of /api/ready', 16], ['server CPU µs', 16], ['/api/ready CPU of it', 0]],
    rows.map((r) => [r.name, r.rps, r.p50, r.p99, percentOf(r.rps, floor.rps), r.serverCpuUs, percentOf(floor.serverCpuUs, r.serverCpuUs)]),
  )
  console.log(JSON.stringify({ bench: 'router', rows }))
} finally {
  await stopServer(server)
}
process.exit(0)
