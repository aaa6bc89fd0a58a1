import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { Payload } from 'payload'
import { affiliateLinks } from './data/affiliateLinks'
import { categories } from './data/categories'
import { companies } from './data/companies'
import { locations } from './data/locations'
import { seedPages } from './data/pages'
import { posts } from './data/posts'
import { roles } from './data/roles'
import { toolkitTools } from './data/toolkitTools'
import { renderCoverImage } from './coverImage'
import { generateJobs } from './generateJobs'
import { slugify } from '@cms/contract/slugify'
import { DEFAULT_TIERS, JOB_POST_TIERS } from '@cms/contract/jobPosts'

export const SEED_JOB_COUNT = 320

export interface SeedOptions {
  adminEmail: string
  adminPassword: string
  adminName?: string
  jobCount?: number
  /** The public support address the Contact, Privacy and Terms pages give (SUPPORT_EMAIL); without it they name none. */
  supportEmail?: string
  log?: (message: string) => void
}

type SlugCollection = 'categories' | 'locations' | 'skills' | 'companies' | 'posts' | 'pages'

/** Map slug -> id of the documents that already exist, so re-running the seed only adds what is missing. */
async function existingIds(payload: Payload, collection: SlugCollection, slugs: string[]): Promise<Map<string, number>> {
  const { docs } = await payload.find({
    collection,
    where: { slug: { in: slugs } },
    pagination: false,
    depth: 0,
    select: { slug: true },
    overrideAccess: true,
    draft: collection === 'posts' || collection === 'pages',
  })
  return new Map(docs.map((d) => [d.slug as string, d.id as number]))
}

async function ensureBySlug<T extends { slug: string }>(
  payload: Payload,
  collection: SlugCollection,
  items: readonly T[],
  create: (item: T) => Promise<{ id: number }>,
): Promise<Map<string, number>> {
  const ids = await existingIds(payload, collection, items.map((i) => i.slug))
  for (const item of items) {
    if (!ids.has(item.slug)) ids.set(item.slug, (await create(item)).id)
  }
  return ids
}

async function ensureAdmin(payload: Payload, { adminEmail, adminPassword, adminName }: SeedOptions): Promise<number> {
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: adminEmail } }, limit: 1, depth: 0, overrideAccess: true })
  if (docs[0]) return docs[0].id
  const admin = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email: adminEmail, password: adminPassword, role: 'admin', fullName: adminName ?? 'Alex Rivera', username: 'admin' },
  })
  return admin.id
}

/**
 * Demo data for every screen: categories, locations, skills, companies, jobs, affiliate links,
 * posts, the site's pages and the admin. Idempotent: documents are matched by slug (or e-mail) and only missing ones are created.
 */
export async function seed(payload: Payload, options: SeedOptions): Promise<void> {
  const log = options.log ?? (() => {})
  const context = { seeding: true }

  const adminId = await ensureAdmin(payload, options)

  const categoryIds = await ensureBySlug(payload, 'categories', categories, (data) =>
    payload.create({ collection: 'categories', data: { ...data }, overrideAccess: true, context }),
  )
  const locationIds = await ensureBySlug(payload, 'locations', locations, ({ name, slug, region, country }) =>
    payload.create({ collection: 'locations', data: { name, slug, region: region as never, country }, overrideAccess: true, context }),
  )
  const skillNames = [...new Set(Object.values(roles).flatMap((r) => r.skills))]
  const skillIds = await ensureBySlug(payload, 'skills', skillNames.map((name) => ({ name, slug: slugify(name) })), (data) =>
    payload.create({ collection: 'skills', data, overrideAccess: true, context }),
  )
  const companyIds = await ensureBySlug(payload, 'companies', companies.map((c) => ({ ...c, slug: slugify(c.name) })), (data) =>
    payload.create({ collection: 'companies', data, overrideAccess: true, context }),
  )
  log(`taxonomy: ${categoryIds.size} categories, ${locationIds.size} locations, ${skillIds.size} skills, ${companyIds.size} companies`)

  const jobs = generateJobs(options.jobCount ?? SEED_JOB_COUNT)
  const { docs: existingJobs } = await payload.find({
    collection: 'jobs',
    where: { slug: { in: jobs.map((j) => j.slug) } },
    pagination: false,
    depth: 0,
    select: { slug: true },
    overrideAccess: true,
  })
  const haveJob = new Set(existingJobs.map((j) => j.slug))
  let createdJobs = 0
  for (const job of jobs) {
    if (haveJob.has(job.slug)) continue
    await payload.create({
      collection: 'jobs',
      overrideAccess: true,
      context,
      data: {
        ...job,
        status: 'active',
        company: companyIds.get(slugify(job.company))!,
        category: categoryIds.get(job.category)!,
        location: locationIds.get(job.location)!,
        skills: job.skills.map((s) => skillIds.get(slugify(s))!),
      },
    })
    createdJobs++
  }
  log(`jobs: ${createdJobs} created, ${haveJob.size} already there`)

  const affiliateIds = new Map<string, number>()
  for (const { key, ...link } of affiliateLinks) {
    const { docs } = await payload.find({ collection: 'affiliate-links', where: { title: { equals: link.title } }, limit: 1, depth: 0 })
    affiliateIds.set(key, docs[0]?.id ?? (await payload.create({ collection: 'affiliate-links', data: link, overrideAccess: true, context })).id)
  }

  const editorConfig = await editorConfigFactory.default({ config: payload.config })
  const postIds = await ensureBySlug(payload, 'posts', posts, async (post) => {
    const cover = await payload.create({
      collection: 'media',
      overrideAccess: true,
      context,
      data: { alt: `Abstract illustration of hills under a sun for "${post.title}"` },
      file: { data: await renderCoverImage(post.slug, post.coverColor), mimetype: 'image/png', name: `${post.slug}.png`, size: 0 },
    })
    return payload.create({
      collection: 'posts',
      overrideAccess: true,
      context,
      data: {
        title: post.title,
        slug: post.slug,
        excerpt: post.excerpt,
        category: post.category,
        featured: post.featured,
        author: adminId,
        coverImage: cover.id,
        publishedAt: new Date(Date.now() - post.daysAgo * 24 * 60 * 60 * 1000).toISOString(),
        affiliateLinks: post.affiliates.map((key) => affiliateIds.get(key)!),
        meta: { title: `${post.title} | Nomad Jobs Blog`, description: post.excerpt },
        content: convertMarkdownToLexical({ editorConfig, markdown: post.markdown }) as never,
        _status: 'published',
      },
    })
  })
  log(`blog: ${postIds.size} posts, ${affiliateIds.size} affiliate links`)

  const pageIds = await ensureBySlug(payload, 'pages', seedPages(options.supportEmail), (page) =>
    payload.create({
      collection: 'pages',
      overrideAccess: true,
      context,
      data: {
        title: page.title,
        slug: page.slug,
        content: convertMarkdownToLexical({ editorConfig, markdown: page.markdown }) as never,
        meta: { title: `${page.title} | Nomad Jobs`, description: page.description },
        _status: 'published',
      },
    }),
  )
  log(`pages: ${pageIds.size}`)

  let createdTools = 0
  for (const { features, ...tool } of toolkitTools) {
    const { totalDocs } = await payload.count({ collection: 'toolkit-tools', where: { and: [{ name: { equals: tool.name } }, { tab: { equals: tool.tab } }] }, overrideAccess: true })
    if (totalDocs > 0) continue
    await payload.create({ collection: 'toolkit-tools', data: { ...tool, features: features.join('\n') }, overrideAccess: true, context })
    createdTools++
  }
  log(`toolkit: ${createdTools} tools created`)

  // The job post tiers start as the contract's defaults; an admin's later changes are kept.
  const tiers = await payload.findGlobal({ slug: 'job-post-tiers', depth: 0, overrideAccess: true })
  if (!tiers.updatedAt) {
    const data = Object.fromEntries(JOB_POST_TIERS.map((tier) => [tier, { ...DEFAULT_TIERS[tier] }]))
    await payload.updateGlobal({ slug: 'job-post-tiers', data, overrideAccess: true, context })
    log('job post tiers: set from the defaults')
  }
}

/** True when the database holds no content yet (first start). */
export async function isEmptyDatabase(payload: Payload): Promise<boolean> {
  const [users, categories] = await Promise.all([
    payload.count({ collection: 'users', overrideAccess: true }),
    payload.count({ collection: 'categories', overrideAccess: true }),
  ])
  return users.totalDocs === 0 && categories.totalDocs === 0
}
