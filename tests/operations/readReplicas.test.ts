import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { onPrimary, withReadRoute } from '@cms/lib/replicas/readRouting'
import { chooseReplica, replicaStatus } from '@cms/lib/replicas/replicaSet'
import { startEmbeddedPostgres, type PostgresServer } from '../../scripts/lib/embeddedPostgres'
import { freePort } from '../../scripts/lib/ports'
import { startReplicaServer, startStreamingReplica } from '../../scripts/lib/streamingReplica'

/**
 * The replica set on a real primary and a real hot standby made by scripts/lib/streamingReplica.ts (base
 * backup with pg_backup_start/stop and a file copy, then streaming). Without Payload: what is checked is
 * which server a read lands on (`pg_is_in_recovery()` answers true only on the standby).
 */
let workDir: string
let primary: PostgresServer
let replica: PostgresServer
let replicaPort: number
let primaryPool: pg.Pool

const READ_SERVER = 'SELECT pg_is_in_recovery() AS standby'

/** Where a public read in a request that allows replicas lands: 'replica' or 'primary'. */
async function publicReadLandsOn(): Promise<'replica' | 'primary'> {
  return withReadRoute(true, async () => {
    const pool = chooseReplica()?.reader ?? primaryPool
    return (await pool.query<{ standby: boolean }>(READ_SERVER)).rows[0]!.standby ? 'replica' : 'primary'
  })
}

/**
 * How long to wait for a check (one each second) to see a change. On CI's busy two cores, with other test files
 * starting servers beside this one, 8 s was once not enough for the first healthy check (a check whose connection
 * takes longer than its one-second limit counts as unhealthy). A failure's message says what the last check saw.
 */
const WAIT_MS = 25_000

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = WAIT_MS): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await condition()) return true
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return false
}

const becomesHealthy = () => until(() => replicaStatus()[0]?.healthy === true)
/** What the last check saw, for a failure's message: a lag of null means it could not read the replica. */
const describeReplica = () => `replica after ${WAIT_MS} ms: ${JSON.stringify(replicaStatus()[0])}`

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nomad-replicas-'))
  primary = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'primary'), port: await freePort(), persistent: false, settings: { wal_keep_size: '256MB' } })
  replicaPort = await freePort()
  replica = await startStreamingReplica({ primary, dataDir: path.join(workDir, 'replica'), port: replicaPort })
  process.env.DATABASE_URL = primary.url
  process.env.DATABASE_READ_URLS = replica.url
  process.env.DATABASE_READ_MAX_LAG_BYTES = String(64 * 1024)
  primaryPool = new pg.Pool({ connectionString: primary.url })
  await primaryPool.query('CREATE TABLE marks (id serial PRIMARY KEY, body text)')
}, 120_000)

afterAll(async () => {
  await primaryPool?.end()
  await replica?.stop()
  await primary?.stop()
  fs.rmSync(workDir, { recursive: true, force: true })
}, 60_000)

describe('reads on a streaming replica', () => {
  it('sends public reads to the healthy replica, which streams what the primary writes', async () => {
    expect(await becomesHealthy(), describeReplica()).toBe(true)
    expect(await publicReadLandsOn()).toBe('replica')
    await primaryPool.query(`INSERT INTO marks (body) VALUES ('streamed')`)
    const replicaClient = new pg.Pool({ connectionString: replica.url })
    expect(await until(async () => (await replicaClient.query(`SELECT count(*)::int AS n FROM marks WHERE body = 'streamed'`)).rows[0].n === 1)).toBe(true)
    await replicaClient.end()
  }, 60_000)

  it('keeps reads on the primary outside a public read, and inside onPrimary', async () => {
    expect(chooseReplica()).toBeUndefined()
    expect(await withReadRoute(true, () => onPrimary(async () => chooseReplica()))).toBeUndefined()
    expect(await withReadRoute(false, async () => chooseReplica())).toBeUndefined()
  })

  it('skips a replica whose replay is behind by more than the bound, and uses it again once it catches up', async () => {
    const standby = new pg.Client({ connectionString: replica.url })
    await standby.connect()
    await standby.query('SELECT pg_wal_replay_pause()')
    try {
      await primaryPool.query(`INSERT INTO marks (body) SELECT repeat('x', 1000) FROM generate_series(1, 500)`)
      expect(await until(() => replicaStatus()[0]?.healthy === false)).toBe(true)
      expect(replicaStatus()[0]!.lagBytes).toBeGreaterThan(64 * 1024)
      expect(await publicReadLandsOn()).toBe('primary')
    } finally {
      await standby.query('SELECT pg_wal_replay_resume()')
      await standby.end()
    }
    expect(await becomesHealthy(), describeReplica()).toBe(true)
    expect(await publicReadLandsOn()).toBe('replica')
  }, 60_000)

  it('answers every read while the replica dies (from the primary), and uses the replica again when it is back', async () => {
    const reads = Array.from({ length: 40 }, (_, i) => new Promise((resolve) => setTimeout(resolve, i * 25)).then(publicReadLandsOn))
    await new Promise((resolve) => setTimeout(resolve, 300))
    await replica.kill()
    const landed = await Promise.all(reads)
    expect(landed).toContain('primary')
    expect(replicaStatus()[0]!.healthy).toBe(false)

    replica = await startReplicaServer(path.join(workDir, 'replica'), replicaPort)
    expect(await becomesHealthy(), describeReplica()).toBe(true)
    expect(await publicReadLandsOn()).toBe('replica')
  }, 60_000)
})
