import type { Payload } from 'payload'
import type { SavedJobDto } from '@cms/contract/accounts'
import { Failure } from '@cms/domain/failure'
import type { Job, User } from '@cms/payload-types'
import { writeSavedJob } from './accountStore'
import { readAccount } from './readAccount'

const idOf = (value: number | { id: number } | null | undefined) => (typeof value === 'object' && value ? value.id : value)

function savedJobIds(user: User): number[] {
  return (user.savedJobs ?? []).map(idOf).filter((id): id is number => typeof id === 'number')
}

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
  await writeSavedJob(payload, user.id, job.id, saved)
  return readAccount(payload, user.id)
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
  const { docs } = await payload.find({
    collection: 'jobs',
    where: { id: { in: ids } },
    limit: ids.length,
    overrideAccess: true,
    pagination: false,
    // What a saved-job card shows, not whole job documents with every relationship.
    select: { slug: true, title: true, company: true, location: true, type: true, postedAt: true, status: true },
    depth: 1,
    populate: { companies: { name: true, logo: true }, locations: { name: true } },
  })
  const byId = new Map(docs.map((job) => [job.id, job]))
  return ids
    .reverse()
    .map((id) => byId.get(id))
    .filter((job): job is Job => Boolean(job))
    .map(toSavedJob)
}
