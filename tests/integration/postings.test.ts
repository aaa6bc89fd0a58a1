import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEARCH_COUNT_LIMIT } from '@cms/contract/jobValues'
import { REPORTS_TO_HOLD } from '@cms/contract/reportValues'
import { ingestProvider } from '@cms/domain/integrations/pipeline'
import { expireJobOf } from '@cms/domain/jobPosts/closePost'
import { parseJobQuery } from '@cms/domain/jobs/params'
import { postingsPlan } from '@cms/domain/jobs/search/postings'
import { resolveTaxonomy, searchJobsInPool } from '@cms/domain/jobs/searchJobs'
import { countSql, pageJobsSql } from '@cms/domain/jobs/sql'
import { saveChecks, type CheckedLink } from '@cms/domain/linkCheck/linkCheckStore'
import { reportJob } from '@cms/domain/trust/reportJob'
import { poolOf } from '@cms/lib/sql'
import { adzunaFeed, adzunaItem, remoteOkFeed, remoteOkItem } from '../support/providerFixtures'
import { deleteIngestedJobs, holdProviderRuns } from '../support/providerRuns'
import { startFakeProviders, useFakeProviders, type FakeProviders } from '../support/fakeProviders'
import { getTestPayload } from './helpers'

/**
 * Words no other job holds, each far (in edits) from every other one, so typo correction never turns a word that
 * has left the postings into a neighbour (letters only, ending in k: the stemmer leaves them as typed).
 */
const unique = () => `zq${Array.from({ length: 10 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('')}k`

const pool = async () => poolOf(await getTestPayload())

/** The list filters the postings carry beside category, location, type and level, as the jobs name them. */
const FILTER_COLUMNS = 'salary_min, salary_max, utc_offset, eligibility_scope, eligibility_excluded_countries, eligibility_reach, eligibility_tz_min, eligibility_tz_max'

/**
 * Postings that differ from what the job rows say right now (each job's lexemes of title, company, skills and
 * category, featured now, order columns and filters; none for a job that is not live), for the given jobs.
 * Worked out here from the jobs, not by the trigger's own function.
 */
async function drift(jobIds: number[]): Promise<unknown[]> {
  const expected = `SELECT v.lexeme AS term, (j.featured IS TRUE OR coalesce(j.placement IN ('featured', 'pinned') AND j.placement_ends_at > now(), false)) AS featured,
      j.posted_at, j.id AS job_id, j.category_id, j.location_id, j.type, j.experience_level, ${FILTER_COLUMNS}
    FROM jobs j CROSS JOIN LATERAL unnest(j.rank_vector) v WHERE j.status = 'active' AND j.id = ANY($1::int[])`
  const actual = `SELECT term, featured, posted_at, job_id, category_id, location_id, type, experience_level, ${FILTER_COLUMNS} FROM job_postings WHERE job_id = ANY($1::int[])`
  const { rows } = await (await pool()).query(`(${expected} EXCEPT ALL ${actual}) UNION ALL (${actual} EXCEPT ALL ${expected})`, [jobIds])
  return rows
}

async function termsOf(jobId: number): Promise<string[]> {
  const { rows } = await (await pool()).query<{ term: string }>(`SELECT term FROM job_postings WHERE job_id = $1 ORDER BY term`, [jobId])
  return rows.map((row) => row.term)
}

/** The page a one-word search reads from postings (no caches involved), or null when it falls back to GIN. */
async function postingsPage(q: string, extra: Record<string, string> = {}): Promise<number[] | null> {
  const db = await pool()
  const plan = await postingsPlan(db, await resolveTaxonomy(db, parseJobQuery(new URLSearchParams({ q, ...extra }))))
  expect(plan).not.toBeNull()
  return plan!.page()
}

let categoryId: number
let companyId: number
beforeAll(async () => {
  const payload = await getTestPayload()
  const { docs: [category] } = await payload.find({ collection: 'categories', where: { slug: { equals: 'development' } }, limit: 1 })
  categoryId = category!.id
  companyId = (await payload.create({ collection: 'companies', data: { name: `Postings Co ${unique()}`, slug: `postings-co-${unique()}` }, overrideAccess: true })).id
})

async function createJob(title: string, data: Record<string, unknown> = {}): Promise<number> {
  const payload = await getTestPayload()
  const slug = `postings-${unique()}`
  const job = await payload.create({
    collection: 'jobs',
    data: {
      title, slug, externalId: slug, description: '<p>A remote role.</p>', postedAt: new Date().toISOString(), type: 'full-time',
      experienceLevel: 'mid', company: companyId, category: categoryId, source: 'internal', status: 'active', ...data,
    } as never,
    overrideAccess: true,
  })
  return job.id
}

describe('postings follow every write to a job, in its transaction', () => {
  it('create: a new job\'s words are postings at once', async () => {
    const word = unique()
    const id = await createJob(`Backend ${word} Engineer`)
    expect(await termsOf(id)).toEqual(expect.arrayContaining([word, 'backend', 'engin']))
    expect(await postingsPage(word)).toEqual([id])
    expect(await drift([id])).toEqual([])
  })

  it('edit: a new title, skills, company, featured flag or filter rewrites them', async () => {
    const payload = await getTestPayload()
    const [first, second, skillWord, companyWord] = [unique(), unique(), unique(), unique()]
    const id = await createJob(`Backend ${first} Engineer`)
    await payload.update({ collection: 'jobs', id, data: { title: `Backend ${second} Engineer` }, overrideAccess: true })
    expect(await termsOf(id)).not.toContain(first)
    expect(await postingsPage(first)).toEqual([])
    expect(await postingsPage(second)).toEqual([id])

    const skill = await payload.create({ collection: 'skills', data: { name: `Skill ${skillWord}`, slug: `skill-${skillWord}` }, overrideAccess: true })
    await payload.update({ collection: 'jobs', id, data: { skills: [skill.id] }, overrideAccess: true })
    expect(await postingsPage(skillWord)).toEqual([id])
    await payload.update({ collection: 'jobs', id, data: { skills: [] }, overrideAccess: true })
    expect(await postingsPage(skillWord)).toEqual([])

    const company = await payload.create({ collection: 'companies', data: { name: `Firm ${companyWord}`, slug: `firm-${companyWord}` }, overrideAccess: true })
    await payload.update({ collection: 'jobs', id, data: { company: company.id }, overrideAccess: true })
    expect(await postingsPage(companyWord)).toEqual([id])

    await payload.update({ collection: 'jobs', id, data: { featured: true, type: 'contract' }, overrideAccess: true })
    expect(await postingsPage(second, { type: 'contract' })).toEqual([id])
    expect(await postingsPage(second, { type: 'full-time' })).toEqual([])

    await payload.update({ collection: 'jobs', id, data: { locationText: 'Germany only', salaryMax: 120000 }, overrideAccess: true })
    expect(await postingsPage(second, { country: 'DE', salary: '100000-150000' })).toEqual([id])
    expect(await postingsPage(second, { country: 'FR' })).toEqual([])
    expect(await drift([id])).toEqual([])
  })

  it('expire: the link checker expiring and reviving a job, and an employer closing a post', async () => {
    const payload = await getTestPayload()
    const word = unique()
    const id = await createJob(`Editor ${word}`)
    const checked = (dead: boolean): CheckedLink => ({
      jobId: id,
      transition: {
        state: { status: dead ? 'dead' : 'live', reason: '', checkedAt: new Date(), firstDeadAt: null, nextCheckAt: new Date(), unknownStreak: 0, expiredJob: dead },
        expire: dead,
        revive: !dead,
      },
    })
    await saveChecks(await pool(), [checked(true)])
    expect(await termsOf(id)).toEqual([])
    expect(await postingsPage(word)).toEqual([])
    await saveChecks(await pool(), [checked(false)])
    expect(await postingsPage(word)).toEqual([id])
    expect(await drift([id])).toEqual([])

    await expireJobOf(payload, id)
    expect(await termsOf(id)).toEqual([])
    expect(await postingsPage(word)).toEqual([])
  })

  it('hold: reports from enough visitors hold the job and remove them; staff review brings them back', async () => {
    const payload = await getTestPayload()
    const word = unique()
    const id = await createJob(`Translator ${word}`)
    const { slug } = await payload.findByID({ collection: 'jobs', id, depth: 0, overrideAccess: true })
    for (let client = 1; client <= REPORTS_TO_HOLD; client++) {
      await reportJob(payload, slug!, { reason: 'scam', details: '', email: '' }, { address: `198.51.100.${client}-${word}` })
    }
    expect((await payload.findByID({ collection: 'jobs', id, depth: 0, overrideAccess: true })).status).toBe('held')
    expect(await termsOf(id)).toEqual([])
    expect(await postingsPage(word)).toEqual([])
    await payload.update({ collection: 'jobs', id, data: { status: 'active' }, overrideAccess: true })
    expect(await postingsPage(word)).toEqual([id])
    expect(await drift([id])).toEqual([])
  })

  it('delete: a deleted job leaves no postings', async () => {
    const payload = await getTestPayload()
    const word = unique()
    const id = await createJob(`Recruiter ${word}`)
    await payload.delete({ collection: 'jobs', id, overrideAccess: true })
    expect(await termsOf(id)).toEqual([])
    expect(await postingsPage(word)).toEqual([])
  })

  it('a company renamed or merged, a category renamed: the jobs under them follow', async () => {
    const payload = await getTestPayload()
    const [renamed, mergedInto, categoryWord] = [unique(), unique(), unique()]
    const company = await payload.create({ collection: 'companies', data: { name: `Old Name ${unique()}`, slug: `old-name-${unique()}` }, overrideAccess: true })
    const id = await createJob('Data Analyst', { company: company.id })
    await payload.update({ collection: 'companies', id: company.id, data: { name: `Firm ${renamed}` }, overrideAccess: true })
    expect(await postingsPage(renamed)).toEqual([id])
    expect(await drift([id])).toEqual([])

    // A merge moves the jobs to the company kept and deletes the other.
    const kept = await payload.create({ collection: 'companies', data: { name: `Firm ${mergedInto}`, slug: `firm-${mergedInto}` }, overrideAccess: true })
    const db = await pool()
    await db.query(`UPDATE jobs SET company_id = $1 WHERE company_id = $2`, [kept.id, company.id])
    await payload.delete({ collection: 'companies', id: company.id, overrideAccess: true })
    expect(await postingsPage(renamed)).toEqual([])
    expect(await postingsPage(mergedInto)).toEqual([id])

    const category = await payload.create({ collection: 'categories', data: { name: `Cat ${unique()}`, slug: `cat-${unique()}` }, overrideAccess: true })
    await payload.update({ collection: 'jobs', id, data: { category: category.id }, overrideAccess: true })
    await payload.update({ collection: 'categories', id: category.id, data: { name: `Cat ${categoryWord}` }, overrideAccess: true })
    expect(await postingsPage(categoryWord)).toEqual([id])
    expect(await drift([id])).toEqual([])
  })

  it('a paid placement that ended without a write: the postings read steps aside and the order stays right', async () => {
    const word = unique()
    const older = await createJob(`Writer ${word}`, { postedAt: new Date(Date.now() - 86_400_000).toISOString() })
    const paid = await createJob(`Writer ${word}`, { postedAt: new Date(Date.now() - 2 * 86_400_000).toISOString(), placement: 'featured', placementEndsAt: new Date(Date.now() + 86_400_000).toISOString() })
    expect(await postingsPage(word)).toEqual([paid, older])
    // Time passes: the placement ends, and nothing writes the job.
    const db = await pool()
    await db.query(`ALTER TABLE jobs DISABLE TRIGGER job_postings_update`)
    try {
      await db.query(`UPDATE jobs SET placement_ends_at = now() - interval '1 minute' WHERE id = $1`, [paid])
    } finally {
      await db.query(`ALTER TABLE jobs ENABLE TRIGGER job_postings_update`)
    }
    expect(await postingsPage(word)).toBeNull()
    const answer = await searchJobsInPool(db, parseJobQuery(new URLSearchParams({ q: word })))
    expect(answer.jobs.map((job) => job.id)).toEqual([older, paid])
  })
})

describe('postings follow ingestion (bulk writes and near-duplicate takeovers)', () => {
  let fake: FakeProviders
  let restoreEnv: () => void
  let releaseProviderRuns: () => Promise<void>
  beforeAll(async () => {
    releaseProviderRuns = await holdProviderRuns(await getTestPayload())
    fake = await startFakeProviders()
    restoreEnv = useFakeProviders(fake)
    process.env.ADZUNA_APP_ID = 'app'
    process.env.ADZUNA_API_KEY = 'key'
    const payload = await getTestPayload()
    await payload.updateGlobal({ slug: 'integrations', overrideAccess: true, data: { remoteok: { enabled: true }, adzuna: { enabled: true } } as never })
  })
  afterAll(async () => {
    restoreEnv()
    await fake.close()
    const payload = await getTestPayload()
    await deleteIngestedJobs(payload, 'remoteok', ['907001', '907002', '907003', '909100'])
    await deleteIngestedJobs(payload, 'adzuna', ['4100009100'])
    await releaseProviderRuns()
  })

  it('bulk ingestion: a run creates, rewrites and expires jobs', async () => {
    const payload = await getTestPayload()
    const [word, changed] = [unique(), unique()]
    // The third has no tags: no skill link rewrites its search document after the insert, so its postings come from the insert alone.
    const items = [1, 2, 3].map((i) => remoteOkItem(7000 + i, { position: `Gardener ${word} ${i}`, ...(i === 3 ? { tags: [] } : {}) }))
    fake.set('remoteok', { body: remoteOkFeed(items) })
    await ingestProvider(payload, 'remoteok')
    const ids = async () => (await (await pool()).query<{ id: number }>(`SELECT id FROM jobs WHERE source = 'remoteok' AND external_id = ANY($1)`, [items.map((i) => i.id)])).rows.map((r) => r.id)
    expect((await postingsPage(word))!.sort()).toEqual((await ids()).sort())
    expect(await drift(await ids())).toEqual([])

    fake.set('remoteok', { body: remoteOkFeed([{ ...items[0]!, position: `Gardener ${changed}` }, items[1]]) })
    await ingestProvider(payload, 'remoteok')
    expect(await postingsPage(changed)).toHaveLength(1)
    expect(await postingsPage(word)).toHaveLength(1) // one rewritten, one expired (not listed), one unchanged
    expect(await drift(await ids())).toEqual([])
  })

  it('merge of a near-duplicate: a fuller copy from another board takes over the stored job', async () => {
    const payload = await getTestPayload()
    const company = `Lumen ${unique()}`
    // A cut-off copy first, then the fuller posting of the same job from another board: the stored job takes it over.
    const text = 'Lumen builds billing software for solar installers. As a backend engineer you will design the APIs our installers rely on, own the invoicing service, keep PostgreSQL fast as we grow tenfold, and mentor two junior engineers. You know Go or Node.js well and like writing clear documentation.'
    const fuller = unique()
    fake.set('adzuna', { body: adzunaFeed([adzunaItem(9100, { title: 'Backend Engineer', company: { display_name: company }, description: `${text.slice(0, 280)}…`, salary_min: undefined, salary_max: undefined })]) })
    await ingestProvider(payload, 'adzuna')
    const { rows: [stored] } = await (await pool()).query<{ id: number }>(`SELECT id FROM jobs WHERE source = 'adzuna' AND external_id = '4100009100'`)
    fake.set('remoteok', { body: remoteOkFeed([remoteOkItem(9100, { company, position: 'Senior Backend Engineer', description: `<p>${text}</p>`, tags: ['go', fuller] })]) })
    await ingestProvider(payload, 'remoteok')
    const taken = await postingsPage(fuller)
    expect(taken).toEqual([stored!.id])
    expect(await drift(taken!)).toEqual([])
  })
})

describe('the postings plan answers as the GIN plan did', () => {
  it('same jobs, same order, same totals for one-word searches, with and without filters, on the seeded jobs', async () => {
    const db = await pool()
    const requests = ['python', 'designer', 'sales', 'manager', 'copywriter', 'engineer', 'support', 'product', 'pyhton']
      .flatMap((q): Record<string, string>[] => [
        { q }, { q, page: '2' }, { q, type: 'full-time' }, { q, category: 'development', experience: 'senior' },
        { q, country: 'DE' }, { q, country: 'US', tz: '-5' }, { q, salary: '100000-150000' }, { q, timezone: 'europe', type: 'full-time' },
      ])
    let compared = 0
    for (const request of requests) {
      const query = { ...parseJobQuery(new URLSearchParams(request)), countLimit: SEARCH_COUNT_LIMIT }
      const resolved = await resolveTaxonomy(db, query)
      if (!(await postingsPlan(db, resolved))) continue
      compared++
      const [answer, gin, count] = await Promise.all([
        searchJobsInPool(db, query),
        db.query<{ id: number }>(pageJobsSql(resolved).text, pageJobsSql(resolved).values),
        db.query<{ count: number }>(countSql(resolved).text, countSql(resolved).values),
      ])
      expect(answer.jobs.map((job) => job.id), JSON.stringify(request)).toEqual(gin.rows.map((row) => row.id))
      expect(answer.pagination.total, JSON.stringify(request)).toBe(Math.min(count.rows[0]!.count, SEARCH_COUNT_LIMIT + 1))
    }
    expect(compared).toBeGreaterThan(40)
  })
})
