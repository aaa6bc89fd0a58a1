import pg from 'pg'
import { settings } from '@cms/lib/settings'

/**
 * Cross-server cache invalidation. Triggers on the public tables (migration `issue15_cluster_state`)
 * send `NOTIFY nomad_data_changed` once per writing statement; every process LISTENs on one dedicated
 * connection and bumps its `generation`, which empties every shared cache at once. While the listener
 * is not connected (start-up, a dropped connection), `live` is false and the caches serve nothing, so a
 * server can be slow for a moment but never stale.
 *
 * The state lives on `globalThis`: Next's bundled route handlers and the custom server load their own
 * copies of this module, and both must see the same feed.
 */
export const DATA_CHANGED_CHANNEL = 'nomad_data_changed'
const RECONNECT_MS = 1000

interface Feed {
  generation: number
  live: boolean
  started: boolean
  client: pg.Client | null
  stopped: boolean
}

const store = globalThis as typeof globalThis & { __nomadDataChanges?: Feed }
const feed: Feed = (store.__nomadDataChanges ??= { generation: 0, live: false, started: false, client: null, stopped: false })

/** Increments on every data change seen (and on every reconnect); caches compare it with the value at fill time. */
export function dataGeneration(): number {
  ensureListening()
  return feed.generation
}

/** True while this process is listening, i.e. a cached answer will be dropped as soon as the data changes. */
export function changeFeedLive(): boolean {
  ensureListening()
  return feed.live
}

/** Drops every cached answer in this process (tests, and after a write this process must see at once). */
export function invalidateLocalCaches(): void {
  feed.generation++
}

function ensureListening(): void {
  if (feed.started || !settings().DATABASE_URL || settings().NEXT_PHASE === 'phase-production-build') return
  feed.started = true
  void connect()
}

async function connect(): Promise<void> {
  if (feed.stopped) return
  const client = new pg.Client({ connectionString: settings().DATABASE_URL, application_name: 'nomad-cache-listener' })
  const retry = () => {
    if (feed.client !== client) return
    feed.client = null
    feed.live = false
    feed.generation++
    client.end().catch(() => {})
    if (!feed.stopped) setTimeout(() => void connect(), RECONNECT_MS).unref()
  }
  feed.client = client
  client.on('error', retry)
  client.on('end', retry)
  client.on('notification', () => {
    feed.generation++
  })
  try {
    await client.connect()
    await client.query(`LISTEN ${DATA_CHANGED_CHANNEL}`)
    // Anything cached before this point may have missed a change.
    feed.generation++
    feed.live = true
  } catch {
    retry()
  }
}

/** Closes the listening connection (graceful shutdown). */
export async function stopChangeFeed(): Promise<void> {
  feed.stopped = true
  feed.live = false
  const client = feed.client
  feed.client = null
  await client?.end().catch(() => {})
}
