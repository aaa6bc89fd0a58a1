import { settings } from './settings'

/**
 * What every long-lived PostgreSQL pool of the server asks of its connections.
 * - Idle connections are kept for minutes rather than pg's 10 s. Opening one costs PostgreSQL a new process and
 *   its caches, and under bursty traffic the pools were reopening connections about once a second, just when a
 *   burst came.
 * - Each connection has DATABASE_WORK_MEM_MB of work memory. A several-word search ANDs the bitmaps of its words'
 *   matches and of a posting-time range; past PostgreSQL's default 4 MB those bitmaps turn lossy by page, and the
 *   search then rechecks every row of those pages (at 1,000,000 jobs: about 100,000 rows to find 3,500).
 */
export function serverPoolOptions() {
  return { idleTimeoutMillis: 5 * 60_000, options: `-c work_mem=${settings().DATABASE_WORK_MEM_MB}MB` } as const
}
