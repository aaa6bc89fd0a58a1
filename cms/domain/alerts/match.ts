import type { Pool } from 'pg'
import type { AlertFrequency } from '@cms/contract/alerts'
import { parseJobQuery } from '../jobs/params'
import { resolveTaxonomy } from '../jobs/searchJobs'
import { SqlParams } from '@cms/lib/sqlBuilder'
import { searchClauses } from '../jobs/sql'

/** A confirmed alert that may have new jobs: its high-water mark is below the run's newest job. */
export interface DueAlert {
  id: number
  email: string
  search: string
  last_job_id: number
}

/** Searches matched per statement: one round trip for many searches (each search is a UNION ALL branch). */
const SEARCHES_PER_STATEMENT = 100

/**
 * The new matching jobs of every due alert of a frequency, newest first: ids above the alert's mark and at
 * most `upToJobId` (the newest job when the run started), through the same WHERE clause as /search (so
 * only active jobs). Alerts that follow the same search are matched once, bounded below by the lowest
 * mark among them; the id range keeps each search to the primary-key range of the new jobs; and the
 * searches go to PostgreSQL in batches, so 10,000 alerts cost a few dozen statements.
 */
export async function matchAlerts(pool: Pool, frequency: AlertFrequency, upToJobId: number): Promise<AlertMatches> {
  const { rows: alerts } = await pool.query<DueAlert>(
    `SELECT id, email, search, last_job_id FROM job_alerts
     WHERE frequency = $1 AND confirmed_at IS NOT NULL AND last_job_id < $2 ORDER BY search, id`,
    [frequency, upToJobId],
  )
  const searches = groupBySearch(alerts)

  const matches = new Map<number, number[]>()
  const unmatched: UnmatchedSearch[] = []
  for (let start = 0; start < searches.length; start += SEARCHES_PER_STATEMENT) {
    const batch = searches.slice(start, start + SEARCHES_PER_STATEMENT)
    const found = await newMatchesEachAlone(pool, batch, upToJobId, unmatched)
    batch.forEach(([, members], index) => {
      for (const [alertId, ids] of shareMatches(members, found[index] ?? [])) matches.set(alertId, ids)
    })
  }
  return { alerts, matches, unmatched }
}

export interface AlertMatches {
  alerts: DueAlert[]
  matches: Map<number, number[]>
  /** Searches that could not be matched (each tried alone), with their alerts and why. */
  unmatched: UnmatchedSearch[]
}

export interface UnmatchedSearch {
  members: DueAlert[]
  error: Error
}

/**
 * A batch's matches in one statement; when that statement fails, each search of the batch alone, so one
 * search that cannot be matched (a stored query the code no longer reads) costs only its own alerts their
 * e-mail this run, and the others are matched. A search that fails alone too goes to `unmatched`; when
 * every search of the batch fails alone, the fault is not theirs (the database is down) and the run fails.
 */
async function newMatchesEachAlone(pool: Pool, batch: [string, DueAlert[]][], upToJobId: number, unmatched: UnmatchedSearch[]): Promise<(number[] | undefined)[]> {
  const searchOf = ([search, members]: [string, DueAlert[]]) => ({ search, aboveJobId: lowestMark(members) })
  try {
    return await newMatches(pool, batch.map(searchOf), upToJobId)
  } catch (batchError) {
    if (batch.length === 1) {
      unmatched.push({ members: batch[0]![1], error: batchError as Error })
      return [undefined]
    }
    const alone = await Promise.allSettled(batch.map(async (entry) => (await newMatches(pool, [searchOf(entry)], upToJobId))[0]!))
    if (alone.every((result) => result.status === 'rejected')) throw batchError
    return alone.map((result, index) => {
      if (result.status === 'fulfilled') return result.value
      unmatched.push({ members: batch[index]![1], error: result.reason as Error })
      return undefined
    })
  }
}

/** The alerts that follow each search, searches in first-seen order. */
export function groupBySearch(alerts: DueAlert[]): [string, DueAlert[]][] {
  const groups = new Map<string, DueAlert[]>()
  for (const alert of alerts) groups.set(alert.search, [...(groups.get(alert.search) ?? []), alert])
  return [...groups]
}

/** The lowest high-water mark among alerts of one search: matching above it finds every member's new jobs. */
export const lowestMark = (members: DueAlert[]) => Math.min(...members.map((alert) => alert.last_job_id))

/** Each alert's part of its search's matches (the ids above its own mark, order kept); alerts with none are left out. */
export function shareMatches(members: DueAlert[], ids: number[]): [number, number[]][] {
  const shares: [number, number[]][] = []
  for (const alert of members) {
    const mine = ids.filter((id) => id > alert.last_job_id)
    if (mine.length) shares.push([alert.id, mine])
  }
  return shares
}

/** For each search, the ids of matching jobs in (aboveJobId, upToJobId], newest first: one statement for the batch. */
export async function newMatches(pool: Pool, searches: { search: string; aboveJobId: number }[], upToJobId: number): Promise<number[][]> {
  // One parameter list for the whole statement: each search's clause takes its placeholders from it.
  const params = new SqlParams()
  const upTo = params.add(upToJobId)
  const branches: string[] = []
  for (const [index, { search, aboveJobId }] of searches.entries()) {
    const query = await resolveTaxonomy(pool, parseJobQuery(new URLSearchParams(search)))
    const { where } = searchClauses(query, params, { ranked: false })
    branches.push(`SELECT ${index} AS search, j.id FROM jobs j WHERE ${where} AND j.id > ${params.add(aboveJobId)} AND j.id <= ${upTo}`)
  }
  const found: number[][] = searches.map(() => [])
  if (!branches.length) return found
  const { rows } = await pool.query<{ search: number; id: number }>(`${branches.join('\nUNION ALL\n')} ORDER BY id DESC`, params.values)
  for (const row of rows) found[row.search]!.push(row.id)
  return found
}
