import type { Payload } from 'payload'
import type { SavedJobDto } from '@cms/contract/accounts'
import { Failure } from '@cms/domain/failure'
import { withTransaction } from '@cms/lib/sql'
import type { Job, User } from '@cms/payload-types'

const idOf = (value: number | { id: number } | null | undefined) => (typeof value === 'object' && value ? value.id : value)

function savedJobIds(user: User): number[] {
  return (user.savedJobs ?? []).map(idOf).filter((id): id is number => typeof id === 'number')
}

/** Keys of the advisory lock that serialises one user's saved-list changes (first key: this feature). */
const SAVED_JOBS_LOCK = 0x5a7ed

/**
 * Adds or removes a job (by slug) in the user's saved list and returns the updated user.
 * Only jobs a visitor can read (active ones) can be saved; any saved job can be removed.
 * The change is one short transaction on the relationship rows, serialised per user by an advisory
 * lock, so concurrent saves and unsaves never overwrite each other (no read-modify-write of the list).
 */
export async function setJobSaved(payload: Payload, user: User, jobSlug: string, saved: boolean): Promise<User> {
  const { docs } = await payload.find({
    collection: 'jobs',
    where: { slug: { equals: jobSlug } },
    limit: 1,
    depth: 0,
    overrideAccess: !saved,
  })
  const job = docs[0]
  if (!job) throw new Failure('not-found', 'Job not found.')
  await withTransaction(payload, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1, $2)', [SAVED_JOBS_LOCK, user.id])
    await client.query(`DELETE FROM users_rels WHERE parent_id = $1 AND path = 'savedJobs' AND jobs_id = $2`, [user.id, job.id])
    if (saved) {
      await client.query(
        `INSERT INTO users_rels (parent_id, path, jobs_id, "order")
         SELECT $1, 'savedJobs', $2, COALESCE(MAX("order"), 0) + 1 FROM users_rels WHERE parent_id = $1 AND path = 'savedJobs'`,
        [user.id, job.id],
      )
    }
  })
  return payload.findByID({ collection: 'users', id: user.id, depth: 1, overrideAccess: true })
}

function nameOf(value: unknown): string | null {
  return typeof value === 'object' && value && 'name' in value ? String((value as { name: unknown }).name) : null
}

export function toSavedJob(job: Job): SavedJobDto {
  const company = typeof job.company === 'object' && job.company ? { name: job.company.name, logo: job.company.logo ?? null } : null
  return {
    id: job.id,
    slug: job.slug ?? String(job.id),
    title: job.title,
    company,
    location: nameOf(job.location),
    type: job.type,
    postedAt: job.postedAt,
    status: job.status ?? 'active',
  }
}

/** GET /api/saved-jobs: the user's saved jobs, most recently saved first. */
export async function listSavedJobs(payload: Payload, user: User): Promise<SavedJobDto[]> {
  const ids = savedJobIds(user)
  if (ids.length === 0) return []
  const { docs } = await payload.find({ collection: 'jobs', where: { id: { in: ids } }, limit: ids.length, depth: 1, overrideAccess: true, pagination: false })
  const byId = new Map(docs.map((job) => [job.id, job]))
  return ids
    .reverse()
    .map((id) => byId.get(id))
    .filter((job): job is Job => Boolean(job))
    .map(toSavedJob)
}
