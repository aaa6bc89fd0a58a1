import type { Pool } from 'pg'
import type { AlertFrequency } from '../../contract/alerts'
import { parseJobQuery } from '../jobs/params'
import { resolveTaxonomy } from '../jobs/searchJobs'
import { buildWhere } from '../jobs/sql'

/** A confirmed alert that may have new jobs: its high-water mark is below the run's newest job. */
export interface DueAlert {
  id: number
  email: string
  search: string
  last_job_id: number
}

/** Searches matched at once; each holds one pooled connection. */
const PARALLEL_SEARCHES = 4

/**
 * The new matching jobs of every due alert of a frequency, newest first: ids above the alert's mark and at
 * most `upToJobId` (the newest job when the run started), through the same WHERE clause as /search (so
 * only active jobs). Alerts that follow the same search are matched with one query, bounded below by the
 * lowest mark among them, and the id range keeps each query to the primary-key range of the new jobs.
 */
export async function matchAlerts(pool: Pool, frequency: AlertFrequency, upToJobId: number): Promise<{ alerts: DueAlert[]; matches: Map<number, number[]> }> {
  const { rows: alerts } = await pool.query<DueAlert>(
    `SELECT id, email, search, last_job_id FROM job_alerts
     WHERE frequency = $1 AND confirmed_at IS NOT NULL AND last_job_id < $2 ORDER BY search, id`,
    [frequency, upToJobId],
  )
  const groups = new Map<string, DueAlert[]>()
  for (const alert of alerts) groups.set(alert.search, [...(groups.get(alert.search) ?? []), alert])

  const matches = new Map<number, number[]>()
  const queue = [...groups]
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [search, members] = next
      const ids = await newMatches(pool, search, Math.min(...members.map((a) => a.last_job_id)), upToJobId)
      for (const alert of members) {
        const mine = ids.filter((id) => id > alert.last_job_id)
        if (mine.length) matches.set(alert.id, mine)
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL_SEARCHES, queue.length) }, worker))
  return { alerts, matches }
}

async function newMatches(pool: Pool, search: string, aboveJobId: number, upToJobId: number): Promise<number[]> {
  const query = await resolveTaxonomy(pool, parseJobQuery(new URLSearchParams(search)))
  const where = buildWhere(query)
  const n = where.values.length
  const { rows } = await pool.query<{ id: number }>(
    `SELECT j.id FROM jobs j WHERE ${where.text} AND j.id > $${n + 1} AND j.id <= $${n + 2} ORDER BY j.id DESC`,
    [...where.values, aboveJobId, upToJobId],
  )
  return rows.map((row) => row.id)
}
