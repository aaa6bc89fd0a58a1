import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import { startEmbeddedPostgres, type PostgresServer } from '../../scripts/lib/embeddedPostgres'
import { startReplicaServer, startStreamingReplica } from '../../scripts/lib/streamingReplica'
import { freePort } from '../../scripts/lib/ports'
import { runPrepare } from '../../scripts/lib/runPrepare'
import { waitForHttp } from '../../scripts/lib/waitForHttp'
import { fakeProviderEnv, startFakeProviders, type FakeProviders } from '../support/fakeProviders'

/**
 * Several servers as production runs them, on this machine: one embedded PostgreSQL (reached only through
 * DATABASE_URL) with a streaming replica (DATABASE_READ_URLS), an s3rver bucket, web servers started with
 * JOBS_AUTORUN=false and `npm run worker` processes, every one on a free port. Needs the production build
 * (`npm run build`).
 */
export interface Cluster {
  siteUrl: string
  databaseUrl: string
  primary: PostgresServer
  /** The hot standby the servers read from; `restart` starts it again on the same folder and port. */
  replica: { server: PostgresServer; restart(): Promise<void> } | null
  /** Stops the primary at once (no checkpoint) and starts it again on the same folder and port. */
  restartPrimary(downMs: number): Promise<void>
  workers: ChildProcess[]
  web: WebServer[]
  providers: FakeProviders
  outboxDir: string
  bucketDir: string
  startWorker(): ChildProcess
  startWeb(): Promise<WebServer>
  stop(): Promise<void>
}

export interface WebServer {
  url: string
  process: ChildProcess
}

const BUCKET = 'nomad-cluster'

function spawnLogged(label: string, args: string[], env: NodeJS.ProcessEnv, children: ChildProcess[]): ChildProcess {
  // Node itself (no npx or tsx wrapper in between), so a signal reaches the server as a supervisor's would.
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  const lines: string[] = []
  const logFile = process.env.CLUSTER_LOG_DIR ? fs.createWriteStream(path.join(process.env.CLUSTER_LOG_DIR, `${label.replace(/\W+/g, '-')}-${Date.now()}.log`)) : null
  const keep = (chunk: Buffer) => {
    logFile?.write(chunk)
    lines.push(...chunk.toString().split('\n').filter(Boolean))
    lines.splice(0, Math.max(0, lines.length - 200))
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  child.on('exit', (code) => {
    if (code && code !== 0) console.error(`[cluster] ${label} exited with ${code}:\n${lines.slice(-40).join('\n')}`)
  })
  children.push(child)
  return child
}

export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return child.exitCode
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  try {
    process.kill(-child.pid, signal)
  } catch {
    child.kill(signal)
  }
  return exited
}

export const CLUSTER_METRICS_TOKEN = 'cluster-metrics-token'

export async function startCluster({ webServers = 2, withReplica = true } = {}): Promise<Cluster> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nomad-cluster-'))
  fs.chmodSync(workDir, 0o755)
  // WAL kept for the standby while it is stopped (the replica tests stop and restart it).
  const primarySettings = { wal_keep_size: '512MB' }
  let db = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'pg'), port: await freePort(), persistent: false, settings: primarySettings })
  const replicaDir = path.join(workDir, 'replica')
  const replicaPort = await freePort()
  const replica = withReplica ? { server: await startStreamingReplica({ primary: db, dataDir: replicaDir, port: replicaPort }) } : null
  const bucketDir = path.join(workDir, 's3')
  fs.mkdirSync(bucketDir)
  const s3 = new S3rver({ port: await freePort(), address: '127.0.0.1', silent: true, directory: bucketDir })
  const { port: s3Port } = await s3.run()
  const s3Endpoint = `http://127.0.0.1:${s3Port}`
  const s3Env = { S3_BUCKET: BUCKET, S3_ENDPOINT: s3Endpoint, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true' }
  await new S3Client({ endpoint: s3Endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } }).send(
    new CreateBucketCommand({ Bucket: BUCKET }),
  )
  const providers = await startFakeProviders()
  const outboxDir = path.join(workDir, 'outbox')
  const firstPort = await freePort()
  // Behind a load balancer every server has the same public origin.
  const siteUrl = `http://localhost:${firstPort}`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...s3Env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: db.url,
    DATABASE_READ_URLS: replica?.server.url ?? '',
    PAYLOAD_SECRET: 'cluster-secret',
    SITE_URL: siteUrl,
    UPLOADS_DIR: path.join(workDir, 'local-disk-must-stay-empty'),
    MAIL_OUTBOX_DIR: outboxDir,
    SMTP_HOST: '',
    ENABLE_TEST_ENDPOINTS: 'true',
    // Every source at the local fake (404 unless a test sets it): the first-start run and the schedule never reach real hosts.
    ...fakeProviderEnv(providers),
    JOBS_AUTORUN: 'false',
    // The worker polls every second and the schedule is due every 2 seconds, so the tests need not wait.
    JOBS_RUN_CRON: '* * * * * *',
    INGEST_CRON: '*/2 * * * * *',
    LOG_LEVEL: 'warn',
    // The tests read a server's own view of its replica (healthy or skipped) from /metrics.
    METRICS_TOKEN: CLUSTER_METRICS_TOKEN,
    // A busy CI machine delays every event loop: the cluster tests must not be refused by admission's delay gate.
    ADMISSION_MAX_EVENT_LOOP_DELAY_MS: '0',
  }
  await runPrepare({ env, stdio: ['ignore', 'ignore', 'inherit'] })

  const children: ChildProcess[] = []
  const web: WebServer[] = []
  const startWeb = async (port?: number): Promise<WebServer> => {
    const listen = port ?? (await freePort())
    const child = spawnLogged(`web :${listen}`, ['cms/server/main.ts'], { ...env, PORT: String(listen) }, children)
    const server = { url: `http://127.0.0.1:${listen}`, process: child }
    await waitForHttp(`${server.url}/api/ready`, 180_000)
    return server
  }
  // Side by side: each start is mostly waiting for Next and Payload to load.
  web.push(...(await Promise.all(Array.from({ length: webServers }, (_, i) => startWeb(i === 0 ? firstPort : undefined)))))
  const startWorker = () => spawnLogged('worker', ['scripts/worker.ts'], env, children)
  const workers = [startWorker()]

  return {
    siteUrl,
    databaseUrl: db.url,
    get primary() {
      return db
    },
    replica: replica && {
      get server() {
        return replica.server
      },
      async restart() {
        replica.server = await startReplicaServer(replicaDir, replicaPort)
      },
    },
    async restartPrimary(downMs: number) {
      await db.kill()
      await new Promise((resolve) => setTimeout(resolve, downMs))
      db = await startEmbeddedPostgres({ dataDir: db.dataDir, port: db.port, persistent: false, settings: primarySettings })
    },
    workers,
    web,
    providers,
    outboxDir,
    bucketDir,
    startWorker,
    startWeb: () => startWeb(),
    async stop() {
      await Promise.all(children.map((child) => stopProcess(child)))
      await providers.close()
      await s3.close()
      await replica?.server.stop()
      await db.stop()
      fs.rmSync(workDir, { recursive: true, force: true })
    },
  }
}
