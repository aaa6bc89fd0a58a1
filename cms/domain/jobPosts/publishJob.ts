import type { Payload, PayloadRequest } from 'payload'
import type { JobPostTier } from '@cms/contract/jobPosts'
import { httpUrlOrNull } from '@cms/contract/links'
import { slugify } from '@cms/contract/slugify'
import { env } from '@cms/lib/env'
import { poolOf } from '@cms/lib/sql'
import { latestRates } from '@cms/domain/salaries/ratesStore'
import type { JobPost, Media } from '@cms/payload-types'
import { jobSlug } from '@cms/domain/jobs/normaliseJob'
import type { StoredPostFields } from './checkFields'
import { jobDataFromPost, jobExternalId } from './jobFromPost'

const idOf = (value: unknown): number | null => (value == null ? null : typeof value === 'object' ? Number((value as { id: number }).id) : Number(value))

/** A Media file's address as companies keep logos: absolute (job pages' JSON-LD and feeds need it so). */
export const absoluteMediaUrl = (url: string | null | undefined): string | null => (url ? new URL(url, `${env.siteUrl}/`).toString() : null)

/** The Media file of a post's uploaded logo, or null. */
export async function logoMediaOf(payload: Payload, logo: JobPost['logo'], req?: PayloadRequest): Promise<Media | null> {
  if (logo && typeof logo === 'object') return logo
  const id = idOf(logo)
  return id ? payload.findByID({ collection: 'media', id, depth: 0, overrideAccess: true, disableErrors: true, req }) : null
}

/**
 * Staff approved the post: its logo, held until now, becomes public (the company shows it), and its address is
 * the one companies keep. Null without a logo.
 */
async function releaseLogo(req: PayloadRequest, logo: JobPost['logo']): Promise<string | null> {
  const media = await logoMediaOf(req.payload, logo, req)
  if (!media) return null
  if (media.heldUntilLive) await req.payload.update({ collection: 'media', id: media.id, data: { heldUntilLive: false }, overrideAccess: true, depth: 0, req })
  return absoluteMediaUrl(media.url)
}

/**
 * The job's company: one of its own per post (an employer never edits a company another job shares), made at
 * the first approval and kept in step with the post's name, website and logo afterwards. Only approvals call it.
 */
export async function writeCompany(req: PayloadRequest, post: Pick<JobPost, 'id' | 'companyRecord' | 'logo'>, fields: StoredPostFields): Promise<number> {
  const data = { name: fields.company.name, website: httpUrlOrNull(fields.company.website), logo: await releaseLogo(req, post.logo) }
  const existing = idOf(post.companyRecord)
  if (existing) {
    await req.payload.update({ collection: 'companies', id: existing, data, overrideAccess: true, req })
    return existing
  }
  const company = await req.payload.create({
    collection: 'companies',
    data: { ...data, slug: `${slugify(fields.company.name).slice(0, 80) || 'company'}-post-${post.id}` },
    overrideAccess: true,
    req,
  })
  return company.id
}

/** Creates or updates the post's one job through the Jobs collection (slug, sanitising and eligibility happen there). */
export async function writeJob(
  req: PayloadRequest,
  postId: number,
  fields: StoredPostFields,
  paid: { tier: JobPostTier; liveUntil: string; companyId: number; postedAt?: string },
): Promise<{ id: number; slug: string }> {
  const data = jobDataFromPost(postId, fields, paid, await latestRates(poolOf(req.payload)))
  const { docs } = await req.payload.find({
    collection: 'jobs',
    where: { and: [{ source: { equals: 'internal' } }, { externalId: { equals: jobExternalId(postId) } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const existing = docs[0]
  const job = existing
    ? await req.payload.update({ collection: 'jobs', id: existing.id, data, overrideAccess: true, req, depth: 0 })
    : await req.payload.create({
        collection: 'jobs',
        data: { ...data, slug: jobSlug({ title: fields.title, companyName: fields.company.name, source: 'internal', externalId: data.externalId }), postedAt: paid.postedAt ?? new Date().toISOString() },
        overrideAccess: true,
        req,
        depth: 0,
      })
  return { id: job.id, slug: job.slug }
}

/** The end of a paid period of `days` starting at `from`. */
export const periodEnd = (from: Date, days: number) => new Date(from.getTime() + days * 86_400_000).toISOString()
