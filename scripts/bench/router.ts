/**
 * `npm run bench:router`: what a trivial /api call costs through each way of serving it, in one run, with no
 * database (the router choice, scripts/bench/results/router.md). Starts `lib/routerFloorServer.ts` in its own
 * process and runs autocannon (50 connections) against its three paths, and reads what the server process spent
 * per request (CPU µs), apart from the load generator sharing its cores.
 *
 * This machine's speed drifts by a fifth within minutes, more than the difference measured, so the paths take
 * turns: BENCH_ROUNDS rounds (default 5) of BENCH_SECONDS each (default 4) per path, after a 3-second unmeasured
 * warm-up of each. Each figure is the median over the rounds, and "of /api/ready" is the median of each round's
 * own ratio, whose paths ran seconds apart.
 * Prints a table, then one JSON line: {"bench":"router","rows":[{name,rps,p50,p99,serverCpuUs,ofReady}]}.
 */
import { spawn } from 'node:child_process'
import autocannon from 'autocannon'
import { processGroupCpuMs } from './lib/processGroupCpu'
import { printTable, stopServer } from './lib/report'
import { freePort } from '../lib/ports'

const DURATION = Number(process.env.BENCH_SECONDS || 4)
const ROUNDS = Number(process.env.BENCH_ROUNDS || 5)

/** Unmeasured seconds per path before the measured rows: the first row of a run otherwise pays the process's JIT warm-up. */
const WARM_UP_SECONDS = 3

interface Measured {
  rps: number
  p50: number
  p99: number
  serverCpuUs: number
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

function cannon(url: string, serverGroup: number, duration = DURATION): Promise<Measured> {
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
  const rounds: Measured[][] = []
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`[bench] round ${round} of ${ROUNDS}`)
    const measured: Measured[] = []
    for (const [, path] of targets) measured.push(await cannon(`${base}${path}`, server.pid!))
    rounds.push(measured)
  }
  const rows = targets.map(([name], i) => {
    const of = (pick: (m: Measured) => number) => median(rounds.map((measured) => pick(measured[i]!)))
    return {
      name,
      rps: of((m) => m.rps),
      p50: of((m) => m.p50),
      p99: of((m) => m.p99),
      serverCpuUs: of((m) => m.serverCpuUs),
      ofReady: Math.round(100 * median(rounds.map((measured) => measured[i]!.rps / Math.max(1, measured[0]!.rps)))) / 100,
      roundsOfReady: rounds.map((measured) => Math.round((100 * measured[i]!.rps) / Math.max(1, measured[0]!.rps)) / 100),
    }
  })
  printTable(
    [['call', 36], ['req/s', 10], ['p50 ms', 10], ['p99 ms', 10], ['of /api/ready', 16], ['each round', 34], ['server CPU µs', 0]],
    rows.map((r) => [r.name, r.rps, r.p50, r.p99, `${Math.round(100 * r.ofReady)}%`, r.roundsOfReady.join(' '), r.serverCpuUs]),
  )
  console.log(JSON.stringify({ bench: 'router', rows }))
} finally {
  await stopServer(server)
}
process.exit(0)
