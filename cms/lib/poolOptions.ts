/**
 * How long a long-lived PostgreSQL pool of the server keeps an idle connection: minutes rather than pg's 10 s.
 * Opening one costs PostgreSQL a new process and its caches, and under bursty traffic the pools were reopening
 * connections about once a second, just when a burst came.
 */
export const KEEP_IDLE_CONNECTIONS = { idleTimeoutMillis: 5 * 60_000 } as const
