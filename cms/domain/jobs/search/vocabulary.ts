import type { Pool } from 'pg'
import { logger } from '@cms/lib/logger'

/**
 * The typo-correction vocabulary (materialized view job_search_vocabulary: the words of active titles, skills,
 * companies and categories) is rebuilt at most this often, by whichever server first needs it after that:
 * a new word in a title is found exactly at once (the search matches documents, not the vocabulary) and
 * becomes a correction target within this time.
 */
const REFRESH_EVERY_MS = 10 * 60 * 1000
/** Any fixed number: servers share one advisory lock, so only one of them rebuilds the view at a time. */
const REFRESH_LOCK = 2_100_021

let lastRefresh = 0

/**
 * Rebuilds the vocabulary when this process has not for REFRESH_EVERY_MS, in the background. Only when the view
 * is still empty (a fresh database) does the first caller wait for it: at 1,000,000 jobs a rebuild takes seconds,
 * and a kept vocabulary, however old, corrects almost every typo the new one would.
 */
export async function refreshVocabularyIfOld(pool: Pool): Promise<void> {
  if (Date.now() - lastRefresh < REFRESH_EVERY_MS) return
  const first = lastRefresh === 0
  lastRefresh = Date.now()
  const refresh = refreshVocabulary(pool).catch((error: unknown) => {
    lastRefresh = 0
    logger.error({ err: error }, 'search: the vocabulary refresh failed; the next search retries it')
  })
  if (first && !(await holdsWords(pool))) await refresh
}

const holdsWords = async (pool: Pool) => (await pool.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM job_search_vocabulary) AS any')).rows[0]?.any ?? false

/** Rebuilds the vocabulary without blocking searches (CONCURRENTLY), unless another server is doing it. */
export async function refreshVocabulary(pool: Pool): Promise<void> {
  const client = await pool.connect()
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [REFRESH_LOCK])
    if (!rows[0]?.locked) return
    try {
      await client.query('REFRESH MATERIALIZED VIEW CONCURRENTLY job_search_vocabulary')
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [REFRESH_LOCK])
    }
  } finally {
    client.release()
  }
}
