import type { Pool, PoolClient } from 'pg'
import { JOB_STATUSES, type Placement } from '@cms/contract/jobValues'
import type { JobSource } from '@cms/contract/providers'
import { ENUM, JOB_STATUS, REPORT_STATE, TABLE } from '@cms/lib/db/names'
import { inTransaction } from '@cms/lib/sql'

/**
 * A job's lifecycle, written in one place: every caller that lists, expires, holds, releases, features or
 * re-lists a job (ingestion, the link checker, visitors' reports, employers' posts, staff in /cms) goes through
 * these functions, so each change has the same side effects whoever makes it:
 * - one UPDATE of `jobs` with `updated_at = now()`: the table's triggers empty the public caches on every server
 *   (`NOTIFY nomad_data_changed`) and keep the search postings to live jobs (a job leaving `active` loses its
 *   postings, one coming back gets them again);
 * - a job leaving `held` closes its open reports: dismissed when it is live again, upheld when it is taken down;
 * - alerts and the company's record read what is stored here (alerts match and mail active jobs only; the
 *   company's "closed early" compares `updated_at` with the paid period), so they need no write of their own.
 * Bulk forms take many ids in one statement, so ingestion and the link checker stay as fast as before.
 */

export type JobStatus = (typeof JOB_STATUSES)[number]

/** The primary pool, or a connection inside the caller's transaction (then the change joins that transaction). */
export type JobDb = Pool | PoolClient

/** One job's status change as it happened. */
export interface StatusChange {
  id: number
  from: JobStatus
  to: JobStatus
}

/** Ids per statement: a few thousand keeps each array parameter small while a large expiry stays a few statements. */
const IDS_PER_STATEMENT = 5000

const isClient = (db: JobDb): db is PoolClient => 'release' in db

/** Runs `work` atomically: inside the caller's transaction when given a client, else in one of its own. */
function atomically<T>(db: JobDb, work: (client: PoolClient) => Promise<T>): Promise<T> {
  return isClient(db) ? work(db) : inTransaction(db, work)
}

interface Transition {
  to: JobStatus
  /** Only jobs in one of these statuses change; the others are left as they are. */
  from: readonly JobStatus[]
  /** More columns set in the same statement (`held_for = $3`), with their parameters from `$4` on. */
  set?: { sql: string; values: unknown[] }
}

/** Moves the jobs in `ids` that are in one of `from` to `to`, then runs the side effects of what changed. */
async function transition(db: JobDb, ids: readonly number[], { to, from, set }: Transition): Promise<StatusChange[]> {
  const unique = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0)
  if (!unique.length) return []
  return atomically(db, async (client) => {
    const changes: StatusChange[] = []
    for (let start = 0; start < unique.length; start += IDS_PER_STATEMENT) {
      const { rows } = await client.query<{ id: number; from: JobStatus }>(
        `UPDATE ${TABLE.jobs} j SET status = $2::${ENUM.enum_jobs_status}, updated_at = now()${set ? `, ${set.sql}` : ''}
           FROM (SELECT id, status FROM ${TABLE.jobs} WHERE id = ANY($1::int[]) AND status = ANY($3::${ENUM.enum_jobs_status}[]) FOR UPDATE) before
          WHERE j.id = before.id
          RETURNING j.id, before.status::text AS from`,
        [unique.slice(start, start + IDS_PER_STATEMENT), to, from, ...(set?.values ?? [])],
      )
      changes.push(...rows.map((row) => ({ id: row.id, from: row.from, to })))
    }
    await recordStatusChanges(client, changes)
    return changes
  })
}

/**
 * The side effects of status changes that did not go through this module's transitions (a staff member's save
 * in /cms, through the Jobs collection's hook): the same ones the transitions run.
 */
export async function recordStatusChanges(db: JobDb, changes: readonly StatusChange[]): Promise<void> {
  const reviewed = changes.filter((change) => change.from === 'held' && change.to !== 'held')
  const dismissed = reviewed.filter((change) => change.to === 'active').map((change) => change.id)
  const upheld = reviewed.filter((change) => change.to !== 'active').map((change) => change.id)
  for (const [ids, state] of [[dismissed, REPORT_STATE.dismissed], [upheld, REPORT_STATE.upheld]] as const) {
    if (!ids.length) continue
    await db.query(
      `UPDATE ${TABLE.jobReports} SET state = ${state}, updated_at = now() WHERE job_id = ANY($1::int[]) AND state = ${REPORT_STATE.open}`,
      [ids],
    )
  }
}

const ALL_BUT = (status: JobStatus): JobStatus[] => JOB_STATUSES.filter((s) => s !== status)

/**
 * Takes jobs down (they leave lists, search, feeds, alerts and the sitemap; their pages answer 410). `from`
 * narrows which jobs may be expired: the link checker and ingestion expire live jobs only and leave held ones
 * to staff; an employer ending a post or its paid period expires it whatever its state.
 */
export function expireJobs(db: JobDb, ids: readonly number[], from: readonly JobStatus[] = ALL_BUT('expired')): Promise<StatusChange[]> {
  return transition(db, ids, { to: 'expired', from })
}

/**
 * A complete snapshot's bulk expiry (an ATS board, a provider's feed): the live jobs of `source` that this
 * pipeline ingested (they carry a content hash; demo and hand-made jobs are left alone) whose external id is not in
 * `seenExternalIds`, except `keep` (jobs re-keyed in this run). One read, then `expireJobs` in bulk.
 */
export async function expireUnseenJobs(
  db: JobDb,
  source: JobSource,
  seenExternalIds: readonly string[],
  keep: readonly number[] = [],
): Promise<StatusChange[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM ${TABLE.jobs}
      WHERE source = $1::${ENUM.enum_jobs_source} AND status = ${JOB_STATUS.active} AND content_hash IS NOT NULL
        AND NOT (external_id = ANY($2::text[])) AND NOT (id = ANY($3::int[]))`,
    [source, seenExternalIds, keep],
  )
  return expireJobs(db, rows.map((row) => row.id), ['active'])
}

/** Holds a live job for staff review with why (`heldFor`); true when this call held it (only one caller does). */
export async function holdJob(db: JobDb, id: number, heldFor: unknown): Promise<boolean> {
  const changes = await transition(db, [id], { to: 'held', from: ['active'], set: { sql: 'held_for = $4::jsonb', values: [JSON.stringify(heldFor)] } })
  return changes.length > 0
}

/** Puts a held job back live (staff dismissed the reports or the rule that held it); `held_for` stays as the record. */
export function releaseJob(db: JobDb, id: number): Promise<StatusChange[]> {
  return transition(db, [id], { to: 'active', from: ['held'] })
}

/** Lists expired jobs again (the link checker found a working link); held jobs wait for staff. */
export function relistJobs(db: JobDb, ids: readonly number[]): Promise<StatusChange[]> {
  return transition(db, ids, { to: 'active', from: ['expired'] })
}

/**
 * An employer's paid placement starts or is extended: the job is live (whatever it was) with the tier until
 * `endsAt`. A job that was held this way is released, so its open reports are dismissed as staff's save would.
 */
export async function featureJob(db: JobDb, id: number, placement: Placement, endsAt: string): Promise<void> {
  await atomically(db, async (client) => {
    const placementSet = { sql: `placement = $4::${ENUM.enum_jobs_placement}, placement_ends_at = $5::timestamptz`, values: [placement, endsAt] }
    const changed = await transition(client, [id], { to: 'active', from: ALL_BUT('active'), set: placementSet })
    if (changed.length) return
    // Already live: only the placement changes (the caches are emptied by the same trigger).
    await client.query(
      `UPDATE ${TABLE.jobs} SET placement = $2::${ENUM.enum_jobs_placement}, placement_ends_at = $3::timestamptz, updated_at = now() WHERE id = $1`,
      [id, placement, endsAt],
    )
  })
}
