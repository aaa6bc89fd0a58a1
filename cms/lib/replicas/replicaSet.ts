import pg from 'pg'
import { dataGeneration, invalidateLocalCaches } from '../cache/dataChanges'
import { databaseFailureOf, databaseUnavailable } from '../databaseFailure'
import { logger } from '../logger'
import { settings } from '../settings'
import { replicaReadsAllowed } from './readRouting'
import { serverPoolOptions } from '../poolOptions'

/**
 * The streaming replicas of DATABASE_READ_URLS, each with a pool of its own and a health the process checks
 * every second: a replica is used while it answers, is in recovery (a standby) and has replayed the primary's
 * WAL to within DATABASE_READ_MAX_LAG_BYTES. The lag is the primary's current WAL position minus the replica's
 * replayed one, which stays 0 while the primary is idle (unlike `pg_last_xact_replay_timestamp`).
 * A replica that fails a check or a query is skipped until a check finds it healthy again; both turns are
 * logged once. A read that fails on a replica for a connection reason runs again on the primary, so a dying
 * replica costs no request.
 */
export interface Replica {
  /** host:port, for logs and metrics (never the password). */
  label: string
  pool: pg.Pool
  /** The pool readers use: its queries fall back to the primary when the replica fails them. */
  reader: pg.Pool
  healthy: boolean
  lagBytes: number | null
  /** Reads it served since start (metrics and the load test's replica share). */
  reads: number
}

interface ReplicaSet {
  replicas: Replica[]
  /** A small pool on the primary for the checks and for the reads that fall back. */
  primary: pg.Pool
  turn: number
  /** The change-feed generation whose data every healthy replica is known to hold. */
  settledGeneration: number
}

const CHECK_EVERY_MS = 1000
const CHECK_TIMEOUT_MS = 1000

const store = globalThis as typeof globalThis & { __nomadReplicaSet?: ReplicaSet | null }

/** PostgreSQL's WAL position ('16/B374D848') as a number of bytes. */
export function lsnBytes(lsn: string): bigint {
  const [high, low] = lsn.split('/')
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`)
}

/** A failure of the replica itself (away, or a read cancelled by a conflict with replay), not of the query. */
export function isReplicaFailure(error: unknown): boolean {
  return databaseUnavailable(error) || databaseFailureOf(error)?.code === '40001'
}

const labelOf = (url: string) => {
  const parsed = new URL(url)
  return `${parsed.hostname}:${parsed.port || '5432'}`
}

function setHealth(replica: Replica, healthy: boolean, reason: string): void {
  if (replica.healthy === healthy) return
  replica.healthy = healthy
  if (healthy) logger.info({ replica: replica.label }, 'read replica healthy: serving reads again')
  else logger.warn({ replica: replica.label, reason }, 'read replica skipped: its reads go to the primary')
}

/**
 * A pool that answers a read on the replica, or on the primary when the replica fails it. A connection of
 * its own (`connect()`: a transaction, a lock, a view refresh) is always one on the primary.
 */
function fallingBackReader(replica: Replica, primary: pg.Pool): pg.Pool {
  const query = async (...args: unknown[]) => {
    try {
      const result = await (replica.pool.query as (...a: unknown[]) => Promise<unknown>)(...args)
      replica.reads++
      return result
    } catch (error) {
      if (!isReplicaFailure(error)) throw error
      setHealth(replica, false, error instanceof Error ? error.message : String(error))
      return (primary.query as (...a: unknown[]) => Promise<unknown>)(...args)
    }
  }
  return new Proxy(replica.pool, {
    get(target, property) {
      if (property === 'query') return query
      if (property === 'connect') return primary.connect.bind(primary)
      const value = Reflect.get(target, property, target) as unknown
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

async function checkReplica(set: ReplicaSet, replica: Replica, primaryLsn: bigint): Promise<bigint | null> {
  try {
    const { rows } = await replica.pool.query<{ standby: boolean; replayed: string | null }>(
      'SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn()::text AS replayed',
    )
    const { standby, replayed } = rows[0]!
    if (!standby || !replayed) {
      replica.lagBytes = null
      setHealth(replica, false, 'not a standby')
      return null
    }
    const lag = primaryLsn - lsnBytes(replayed)
    replica.lagBytes = Number(lag > 0n ? lag : 0n)
    const max = settings().DATABASE_READ_MAX_LAG_BYTES
    setHealth(replica, replica.lagBytes <= max, `behind the primary by ${replica.lagBytes} bytes of WAL (more than ${max})`)
    return lsnBytes(replayed)
  } catch (error) {
    replica.lagBytes = null
    setHealth(replica, false, error instanceof Error ? error.message : String(error))
    return null
  }
}

async function check(set: ReplicaSet): Promise<void> {
  // Read before the primary's position: a change notified by now is at or below that position.
  const generation = dataGeneration()
  let primaryLsn: bigint
  try {
    primaryLsn = lsnBytes((await set.primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn')).rows[0]!.lsn)
  } catch {
    return // The primary is away: nothing to compare with, and every read fails over to it anyway.
  }
  const replayed = await Promise.all(set.replicas.map((replica) => checkReplica(set, replica, primaryLsn)))
  // Caches filled from a replica between a change and its replay hold the old data: once every healthy
  // replica has replayed past the change, empty the caches again so they refill with it.
  const caughtUp = set.replicas.every((replica, i) => !replica.healthy || (replayed[i] ?? 0n) >= primaryLsn)
  if (generation !== set.settledGeneration && caughtUp) {
    invalidateLocalCaches()
    set.settledGeneration = dataGeneration()
  }
}

function createSet(urls: string[]): ReplicaSet {
  const pools = { max: 10, connectionTimeoutMillis: CHECK_TIMEOUT_MS, allowExitOnIdle: true, ...serverPoolOptions() }
  const primary = new pg.Pool({ connectionString: settings().DATABASE_URL, ...pools, max: 4, application_name: 'nomad-replica-check' })
  primary.on('error', () => {})
  const set: ReplicaSet = { replicas: [], primary, turn: 0, settledGeneration: -1 }
  for (const url of urls) {
    const pool = new pg.Pool({ connectionString: url, ...pools, query_timeout: settings().REQUEST_TIME_BUDGET_MS, application_name: 'nomad-replica-reader' })
    // An idle connection the replica drops (it stopped) must not crash the process: the next check notices.
    pool.on('error', () => {})
    const replica: Replica = { label: labelOf(url), pool, reader: pool, healthy: false, lagBytes: null, reads: 0 }
    replica.reader = fallingBackReader(replica, primary)
    set.replicas.push(replica)
  }
  const timer = setInterval(() => void check(set), CHECK_EVERY_MS)
  timer.unref()
  void check(set)
  return set
}

/** This process's replicas (one set per process, shared with Next's copy of this module), or null without any. */
export function replicaSet(): ReplicaSet | null {
  if (store.__nomadReplicaSet !== undefined) return store.__nomadReplicaSet
  const urls = settings()
    .DATABASE_READ_URLS.split(',')
    .map((url) => url.trim())
    .filter(Boolean)
  const building = settings().NEXT_PHASE === 'phase-production-build'
  return (store.__nomadReplicaSet = urls.length && settings().DATABASE_URL && !building ? createSet(urls) : null)
}

/** The replica this read should use: a healthy one in turn, when the request allows replica reads. */
export function chooseReplica(): Replica | undefined {
  const set = replicaSet()
  if (!set || !replicaReadsAllowed()) return undefined
  const healthy = set.replicas.filter((replica) => replica.healthy)
  if (!healthy.length) return undefined
  return healthy[set.turn++ % healthy.length]
}

/** For metrics: each replica's health, lag and reads served. */
export function replicaStatus(): Pick<Replica, 'label' | 'healthy' | 'lagBytes' | 'reads'>[] {
  return (replicaSet()?.replicas ?? []).map(({ label, healthy, lagBytes, reads }) => ({ label, healthy, lagBytes, reads }))
}
