import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ingestEnabledProviders, ingestProvider } from '@cms/domain/integrations/pipeline'
import { poolOf } from '@cms/lib/sql'
import { annualUsd, RATES_SNAPSHOT } from '@cms/contract/salary'
import { jobListResponseSchema } from '@cms/contract/jobs'
import { adzunaFeed, adzunaItem, jsearchFeed, jsearchItem, remoteOkFeed, remoteOkItem, web3CareerFeed, web3CareerItem } from '../support/providerFixtures'
import { holdProviderRuns } from '../support/providerRuns'
import { startFakeProviders, useFakeProviders, type FakeProviders } from '../support/fakeProviders'
import { apiRequest, createTestUser, getTestPayload } from './helpers'
import { served } from '../support/servedApi'

const ingestRoute = served('/api/admin/ingest')
const searchRoute = served('/api/search')

let fake: FakeProviders
let restoreEnv: () => void
const ENV_KEYS = ['WEB3CAREER_API_TOKEN', 'RAPIDAPI_KEY', 'ADZUNA_APP_ID', 'ADZUNA_API_KEY', 'PROVIDER_BACKOFF_MS']

async function setEnabled(flags: Record<string, boolean>) {
  const payload = await getTestPayload()
  await payload.updateGlobal({ slug: 'integrations', overrideAccess: true, data: Object.fromEntries(Object.entries(flags).map(([k, v]) => [k, { enabled: v }])) })
}

async function jobsOf(source: string) {
  const { rows } = await poolOf(await getTestPayload()).query<{ external_id: string; status: string; id: number }>(
    'SELECT id, external_id, status FROM jobs WHERE source = $1 AND content_hash IS NOT NULL ORDER BY external_id',
    [source],
  )
  return rows
}

let releaseProviderRuns: () => Promise<void>

/** The keyless feeds and ATSs this file does not test (tests/integration/jobBoards.test.ts does). */
const OTHER_SOURCES_OFF = { remotive: false, himalayas: false, jobicy: false, greenhouse: false, lever: false, ashby: false, workable: false }

beforeAll(async () => {
  releaseProviderRuns = await holdProviderRuns(await getTestPayload())
  fake = await startFakeProviders()
  restoreEnv = useFakeProviders(fake)
  process.env.PROVIDER_BACKOFF_MS = '5'
  await setEnabled({ remoteok: true, web3career: true, jsearch: true, adzuna: true, ...OTHER_SOURCES_OFF })
})

afterAll(async () => {
  for (const key of ENV_KEYS) delete process.env[key]
  restoreEnv()
  await fake.close()
  await releaseProviderRuns()
})

beforeEach(() => {
  fake.requests.length = 0
})

describe('Remote OK ingestion', () => {
  it('drops the legal notice, ingests valid items, skips malformed ones with a reason, and records the run', async () => {
    const payload = await getTestPayload()
    const items = [remoteOkItem(1), remoteOkItem(2), remoteOkItem(3), { id: 'broken-1', company: 'No Title Inc' }, remoteOkItem(4, { date: 'not a date', epoch: undefined })]
    fake.set('remoteok', { body: remoteOkFeed(items) })
    const run = await ingestProvider(payload, 'remoteok')
    expect(run).toMatchObject({ status: 'succeeded', fetched: 5, created: 3, updated: 0, expired: 0, skipped: 2 })
    const reasons = run.skippedReasons as { externalId: string; reason: string }[]
    expect(reasons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ externalId: 'broken-1', reason: expect.stringContaining('position') }),
        expect.objectContaining({ externalId: '900004', reason: 'no valid date' }),
      ]),
    )
    expect(fake.requests[0]!.headers['user-agent']).toMatch(/NomadJobsBot/)

    const { docs } = await payload.find({ collection: 'jobs', where: { externalId: { equals: '900001' }, source: { equals: 'remoteok' } }, depth: 1, overrideAccess: true })
    const job = docs[0]!
    expect(job.title).toBe('Product Designer 1')
    expect(job.status).toBe('active')
    expect(job.applyUrl).toBe('https://remoteok.com/remote-jobs/900001')
    expect(job.salaryMin).toBe(65000)
    expect(job.salaryMax).toBe(95000)
    expect(job.salaryCurrency).toBe('USD')
    expect(job.experienceLevel).toBe('mid')
    expect(job.timezone).toBe('UTC-5')
    expect(job.utcOffset).toBe(-5)
    expect((job.location as { slug: string }).slug).toBe('united-states')
    expect((job.category as { slug: string }).slug).toBe('design')
    expect((job.company as { name: string }).name).toBe('Acme Remote 1')
    expect((job.skills as { name: string }[]).map((s) => s.name)).toEqual(['React', 'JavaScript', 'TypeScript'])
    // Sanitised with the allow-list, plus the followed attribution link Remote OK's terms ask for.
    expect(job.description).not.toMatch(/script|onclick|javascript:/)
    expect(job.description).toContain('<li>Remote-first</li>')
    expect(job.description).toContain('Originally posted on <a href="https://remoteok.com/remote-jobs/900001" rel="noopener" target="_blank">Remote OK</a>')
    // The line as posted, and who may apply read from it.
    expect(job.locationText).toBe('USA')
    expect(job.eligibility).toMatchObject({ scope: 'countries', countries: ['US'], regions: [], tzMin: null, tzMax: null, reach: ['US'] })
  })

  it('two runs in a row create no duplicates; a changed posting is updated', async () => {
    const payload = await getTestPayload()
    fake.set('remoteok', { body: remoteOkFeed([remoteOkItem(1), remoteOkItem(2), remoteOkItem(3)]) })
    const again = await ingestProvider(payload, 'remoteok')
    expect(again).toMatchObject({ status: 'succeeded', created: 0, updated: 0, unchanged: 3, expired: 0 })
    fake.set('remoteok', { body: remoteOkFeed([remoteOkItem(1), remoteOkItem(2, { position: 'Lead Product Designer 2' }), remoteOkItem(3)]) })
    const changed = await ingestProvider(payload, 'remoteok')
    expect(changed).toMatchObject({ created: 0, updated: 1, unchanged: 2 })
    const rows = await jobsOf('remoteok')
    expect(rows.map((r) => r.external_id)).toEqual(['900001', '900002', '900003'])
    const { docs } = await payload.find({ collection: 'jobs', where: { externalId: { equals: '900002' } }, overrideAccess: true })
    expect(docs[0]).toMatchObject({ title: 'Lead Product Designer 2', experienceLevel: 'senior' })
  })

  it('a provider answering 500 (after retries) leaves its jobs untouched; a disappearing job expires only after the next successful run', async () => {
    const payload = await getTestPayload()
    fake.set('remoteok', { status: 500, body: { error: 'boom' } })
    const failed = await ingestProvider(payload, 'remoteok')
    expect(failed.status).toBe('failed')
    expect(failed.error).toMatch(/500/)
    expect(fake.requests.filter((r) => r.provider === 'remoteok')).toHaveLength(3) // first try + 2 retries
    expect((await jobsOf('remoteok')).every((r) => r.status === 'active')).toBe(true)

    // 900003 is gone from the feed: expired by this successful run, not before.
    fake.set('remoteok', { body: remoteOkFeed([remoteOkItem(1), remoteOkItem(2, { position: 'Lead Product Designer 2' })]) })
    const run = await ingestProvider(payload, 'remoteok')
    expect(run).toMatchObject({ status: 'succeeded', expired: 1 })
    const rows = await jobsOf('remoteok')
    expect(rows.find((r) => r.external_id === '900003')!.status).toBe('expired')

    // Expired jobs leave public reads (Jobs read access), and stay visible to admins.
    const publicRead = await payload.find({ collection: 'jobs', where: { source: { equals: 'remoteok' }, externalId: { in: ['900001', '900002', '900003'] } }, overrideAccess: false })
    expect(publicRead.docs.map((d) => d.externalId).sort()).toEqual(['900001', '900002'])

    // Back in the feed: active again (counted as updated).
    fake.set('remoteok', { body: remoteOkFeed([remoteOkItem(1), remoteOkItem(2, { position: 'Lead Product Designer 2' }), remoteOkItem(3)]) })
    expect(await ingestProvider(payload, 'remoteok')).toMatchObject({ updated: 1, unchanged: 2, expired: 0 })
  })

  it('backs off on 429 and succeeds on the retry', async () => {
    const payload = await getTestPayload()
    fake.set('remoteok', [{ status: 429, headers: { 'retry-after': '0' } }, { body: remoteOkFeed([remoteOkItem(1), remoteOkItem(2, { position: 'Lead Product Designer 2' }), remoteOkItem(3)]) }])
    const run = await ingestProvider(payload, 'remoteok')
    expect(run.status).toBe('succeeded')
    expect(fake.requests.filter((r) => r.provider === 'remoteok')).toHaveLength(2)
  })

  it('a disabled provider is skipped without a request and keeps its jobs', async () => {
    const payload = await getTestPayload()
    await setEnabled({ remoteok: false })
    try {
      fake.set('remoteok', { body: remoteOkFeed([]) })
      const run = await ingestProvider(payload, 'remoteok')
      expect(run.status).toBe('skipped')
      expect(fake.requests).toHaveLength(0)
      expect((await jobsOf('remoteok')).filter((r) => r.status === 'active')).toHaveLength(3)
      const runs = await ingestEnabledProviders(payload, { client: undefined })
      expect(runs.map((r) => r.provider)).not.toContain('remoteok')
    } finally {
      await setEnabled({ remoteok: true })
    }
  })
})

describe('web3.career, JSearch and Adzuna ingestion', () => {
  it('web3.career: needs its token; reads the nested array', async () => {
    const payload = await getTestPayload()
    fake.set('web3career', { body: web3CareerFeed([web3CareerItem(1), web3CareerItem(2), { id: 3, title: 'No company', apply_url: 'https://x.example' }]) })
    const noToken = await ingestProvider(payload, 'web3career')
    expect(noToken).toMatchObject({ status: 'failed', error: expect.stringContaining('WEB3CAREER_API_TOKEN') })
    process.env.WEB3CAREER_API_TOKEN = 'w3-token'
    const run = await ingestProvider(payload, 'web3career')
    expect(run).toMatchObject({ status: 'succeeded', fetched: 3, created: 2, skipped: 1 })
    expect(fake.requests.at(-1)!.url).toContain('token=w3-token')
    const { docs } = await payload.find({ collection: 'jobs', where: { source: { equals: 'web3career' }, externalId: { equals: '70001' } }, depth: 1, overrideAccess: true })
    expect((docs[0]!.category as { slug: string }).slug).toBe('web3')
    expect(docs[0]!.description).toBe('<h2>Build DeFi</h2><p>Job 1</p>')
  })

  it('JSearch: RapidAPI key header, hourly salary to annual USD, experience from months', async () => {
    const payload = await getTestPayload()
    fake.set('jsearch', { body: jsearchFeed([jsearchItem(1), jsearchItem(2)]) })
    process.env.RAPIDAPI_KEY = 'rapid-key'
    const run = await ingestProvider(payload, 'jsearch')
    expect(run).toMatchObject({ status: 'succeeded', created: 2 })
    expect(fake.requests.at(-1)!.headers['x-rapidapi-key']).toBe('rapid-key')
    const { docs } = await payload.find({ collection: 'jobs', where: { source: { equals: 'jsearch' }, externalId: { equals: 'jsearch-1==' } }, depth: 1, overrideAccess: true })
    // Brandfetch was not configured: no logo lookups.
    expect(fake.requests.filter((r) => r.provider === 'brandfetch')).toHaveLength(0)
    expect(docs[0]).toMatchObject({ type: 'part-time', experienceLevel: 'senior', salaryMin: 83200, salaryMax: 124800, salaryPeriod: 'hour', salaryCurrency: 'USD' })
    expect((docs[0]!.company as { website: string }).website).toBe('https://globex1.example.com')
    expect(docs[0]!.description).toBe('<p>Analyse data.</p><p>Work from anywhere &lt;b&gt;1&lt;/b&gt;.</p>')
  })

  it('Adzuna: app id and key, GBP salaries converted with the original currency kept; cross-source duplicates skipped', async () => {
    const payload = await getTestPayload()
    process.env.ADZUNA_APP_ID = 'app'
    process.env.ADZUNA_API_KEY = 'key'
    process.env.ADZUNA_COUNTRY = 'gb'
    try {
      // Same company and title as the active Remote OK job 900001: a duplicate across sources.
      const dupe = adzunaItem(9, { title: 'Product Designer 1', company: { display_name: 'Acme Remote 1, Inc.' } })
      fake.set('adzuna', { body: adzunaFeed([adzunaItem(1), dupe]) })
      const run = await ingestProvider(payload, 'adzuna')
      expect(run).toMatchObject({ status: 'succeeded', fetched: 2, created: 1, skipped: 1 })
      expect(run.skippedReasons).toEqual([{ externalId: '4100000009', reason: 'duplicate of an active remoteok job (merged into it)' }])
      expect(fake.requests.at(-1)!.url).toMatch(/\/v1\/api\/jobs\/gb\/search\/1\?app_id=app&app_key=key/)
      const { docs } = await payload.find({ collection: 'jobs', where: { source: { equals: 'adzuna' }, externalId: { equals: '4100000001' } }, depth: 1, overrideAccess: true })
      // Converted at the stored rates (a new database holds the committed snapshot), kept as posted too.
      const gbp = annualUsd(30000, 40000, 'GBP', 'year', RATES_SNAPSHOT)
      expect(docs[0]).toMatchObject({ salaryMin: gbp.salaryMin, salaryMax: gbp.salaryMax, salaryPostedMin: 30000, salaryPostedMax: 40000, salaryCurrency: 'GBP', experienceLevel: 'entry', timezone: 'UTC+0' })
      expect((docs[0]!.category as { slug: string }).slug).toBe('finance')
    } finally {
      delete process.env.ADZUNA_COUNTRY
    }
  })
})

describe('links from providers', () => {
  it('stores only http(s) apply links: javascript: and data: links are dropped at ingestion', async () => {
    const payload = await getTestPayload()
    process.env.ADZUNA_APP_ID = 'app'
    process.env.ADZUNA_API_KEY = 'key'
    const items = [adzunaItem(21, { redirect_url: 'javascript:alert(document.cookie)' }), adzunaItem(22, { redirect_url: 'data:text/html,<script>alert(1)</script>' }), adzunaItem(23)]
    fake.set('adzuna', { body: adzunaFeed(items) })
    await ingestProvider(payload, 'adzuna')
    const { docs } = await payload.find({ collection: 'jobs', where: { source: { equals: 'adzuna' }, externalId: { in: ['4100000021', '4100000022', '4100000023'] } }, sort: 'externalId', overrideAccess: true })
    expect(docs.map((job) => job.applyUrl)).toEqual([null, null, 'https://www.adzuna.com/land/ad/4100000023?se=abc'])
  })
})

describe('on-demand trigger', () => {
  it('POST /api/admin/ingest runs a provider through the jobs queue and answers with the recorded run', async () => {
    const admin = await createTestUser('admin')
    fake.set('remoteok', { body: remoteOkFeed([remoteOkItem(1), remoteOkItem(2, { position: 'Lead Product Designer 2' }), remoteOkItem(3), remoteOkItem(4)]) })
    const res = await ingestRoute.POST(apiRequest('/api/admin/ingest', { method: 'POST', headers: { cookie: admin.cookie }, json: { provider: 'remoteok' } }), {})
    expect(res.status).toBe(200)
    const { runs } = await res.json()
    expect(runs).toHaveLength(1)
    expect(runs[0]).toMatchObject({ provider: 'remoteok', status: 'succeeded', fetched: 4, created: 1, unchanged: 3 })
    const list = await (await ingestRoute.GET(apiRequest('/api/admin/ingest', { headers: { cookie: admin.cookie } }), {})).json()
    expect(list.runs[0].id).toBe(runs[0].id)
    const bad = await ingestRoute.POST(apiRequest('/api/admin/ingest', { method: 'POST', headers: { cookie: admin.cookie }, json: { provider: 'evil' } }), {})
    expect(bad.status).toBe(400)
  })
})

describe('Brandfetch logos', () => {
  it('fills missing logos of companies with a website after a run that created jobs', async () => {
    const payload = await getTestPayload()
    process.env.RAPIDAPI_KEY = 'rapid-key'
    process.env.BRANDFETCH_API_KEY = 'brand-key'
    try {
      fake.set('brandfetch', { body: { name: 'Globex', domain: 'globex77.example.com', logos: [{ type: 'logo', formats: [{ src: 'https://asset.brandfetch.io/globex/logo.png', format: 'png' }] }] } })
      fake.set('jsearch', { body: jsearchFeed([jsearchItem(1), jsearchItem(2), jsearchItem(77)]) })
      expect(await ingestProvider(payload, 'jsearch')).toMatchObject({ status: 'succeeded', created: 1 })
      const lookup = fake.requests.find((r) => r.provider === 'brandfetch' && r.url.includes('globex77.example.com'))
      expect(lookup?.headers.authorization).toBe('Bearer brand-key')
      const { docs } = await payload.find({ collection: 'companies', where: { name: { equals: 'Globex 77' } }, overrideAccess: true })
      expect(docs[0]!.logo).toBe('https://asset.brandfetch.io/globex/logo.png')
    } finally {
      delete process.env.BRANDFETCH_API_KEY
    }
  })
})

describe('who may apply, written by the Jobs collection\'s rules', () => {
  it('writes a posting exactly as the Jobs collection writes the same fields (one set of rules)', async () => {
    const payload = await getTestPayload()
    const posting = remoteOkItem(41, { location: 'Europe (CET ±2h), not UK', description: '<p>Hi<script>x</script> <a href="https://a.example">a</a></p>' })
    fake.set('remoteok', { body: remoteOkFeed([remoteOkItem(1), remoteOkItem(2), remoteOkItem(3), posting]) })
    await ingestProvider(payload, 'remoteok')
    const { docs: [ingested] } = await payload.find({ collection: 'jobs', where: { externalId: { equals: '900041' } }, depth: 0, overrideAccess: true })
    const made = await payload.create({
      collection: 'jobs',
      overrideAccess: true,
      data: {
        title: 'Same Rules', externalId: `same-rules-${Date.now()}`, postedAt: new Date().toISOString(), type: 'full-time', experienceLevel: 'mid',
        company: ingested!.company, description: (posting.description as string) + '<p>Originally posted on <a href="https://remoteok.com/remote-jobs/900041">Remote OK</a>.</p>',
        timezone: ingested!.timezone, locationText: posting.location as string,
      } as never,
    })
    expect(made.slug).toMatch(/^same-rules-acme-remote-41-internal-[0-9a-f]{8}$/)
    expect(ingested!.slug).toMatch(/^customer-support-specialist-41-acme-remote-41-remoteok-[0-9a-f]{8}$/)
    for (const field of ['description', 'utcOffset', 'locationText', 'eligibility'] as const) expect(made[field]).toEqual(ingested![field])
    expect(ingested!.eligibility).toMatchObject({ scope: 'regions', regions: ['europe'], excludedCountries: ['GB'], tzMin: -1, tzMax: 3 })
  })

  it('files a line it cannot place under no location, and says its eligibility is unknown', async () => {
    const payload = await getTestPayload()
    fake.set('remoteok', { body: remoteOkFeed([remoteOkItem(1), remoteOkItem(2), remoteOkItem(3), remoteOkItem(42, { location: 'Remote' })]) })
    await ingestProvider(payload, 'remoteok')
    const { docs: [job] } = await payload.find({ collection: 'jobs', where: { externalId: { equals: '900042' } }, depth: 0, overrideAccess: true })
    expect(job).toMatchObject({ locationText: 'Remote', location: null, eligibility: { scope: 'unknown' } })
  })
})

describe('trust: what ingestion holds and never undoes', () => {
  const base = () => [remoteOkItem(1), remoteOkItem(2), remoteOkItem(3)]
  const jobByExternalId = async (externalId: string) =>
    (await (await getTestPayload()).find({ collection: 'jobs', where: { externalId: { equals: externalId }, source: { equals: 'remoteok' } }, depth: 0, overrideAccess: true })).docs[0]!

  it('holds a posting a scam rule fires on, with the rule and its sentence, and keeps it held on the next run', async () => {
    const payload = await getTestPayload()
    const scam = remoteOkItem(51, { description: '<p>Great pay from home.</p><p>A one-time registration fee of $49 is required to start.</p>' })
    const shortened = remoteOkItem(52, { url: 'https://bit.ly/apply-now-52', apply_url: 'https://bit.ly/apply-now-52' })
    fake.set('remoteok', { body: remoteOkFeed([...base(), scam, shortened]) })
    await ingestProvider(payload, 'remoteok')
    expect(await jobByExternalId('900051')).toMatchObject({
      status: 'held',
      heldFor: [{ rule: 'asks-payment', evidence: 'A one-time registration fee of $49 is required to start.' }],
    })
    expect(await jobByExternalId('900052')).toMatchObject({ status: 'held', heldFor: [{ rule: 'url-shortener', evidence: 'https://bit.ly/apply-now-52' }] })
    expect((await jobByExternalId('900001')).status).toBe('active')

    // Listed again, unchanged and changed: still held until staff review it.
    fake.set('remoteok', { body: remoteOkFeed([...base(), scam, { ...shortened, position: 'Changed Title 52' }]) })
    await ingestProvider(payload, 'remoteok')
    expect((await jobByExternalId('900051')).status).toBe('held')
    expect((await jobByExternalId('900052')).status).toBe('held')

    // Staff put one back: a later change that fires the same rule does not hold it again.
    const reviewed = await jobByExternalId('900052')
    await payload.update({ collection: 'jobs', id: reviewed.id, data: { status: 'active' }, overrideAccess: true })
    fake.set('remoteok', { body: remoteOkFeed([...base(), scam, { ...shortened, position: 'Changed Again 52' }]) })
    await ingestProvider(payload, 'remoteok')
    expect(await jobByExternalId('900052')).toMatchObject({ status: 'active', title: 'Changed Again 52' })
  })

  it('leaves a job the link checker expired expired when the provider lists it again, changed or not', async () => {
    const payload = await getTestPayload()
    fake.set('remoteok', { body: remoteOkFeed([...base(), remoteOkItem(53)]) })
    await ingestProvider(payload, 'remoteok')
    const job = await jobByExternalId('900053')
    const pool = poolOf(payload)
    await pool.query(`UPDATE jobs SET status = 'expired' WHERE id = $1`, [job.id])
    await pool.query(
      `INSERT INTO job_link_checks (job_id, status, reason, checked_at, first_dead_at, next_check_at, expired_job) VALUES ($1, 'dead', '404', now(), now(), now(), true)`,
      [job.id],
    )
    await ingestProvider(payload, 'remoteok')
    expect((await jobByExternalId('900053')).status).toBe('expired')
    fake.set('remoteok', { body: remoteOkFeed([...base(), remoteOkItem(53, { position: 'Changed 53' })]) })
    await ingestProvider(payload, 'remoteok')
    expect(await jobByExternalId('900053')).toMatchObject({ status: 'expired', title: 'Changed 53' })
  })

  it('merges a near-identical posting of the same company from another board into one listing, whatever its title', async () => {
    const payload = await getTestPayload()
    process.env.RAPIDAPI_KEY = 'rapid-key'
    const text =
      'Orbit Health is hiring a Customer Support Specialist to help clinics use our scheduling software. You will answer tickets and chats, write help-centre articles, spot patterns in customer problems and share them with product. You have two years of SaaS support experience, excellent written English and patience with non-technical users.'
    const original = remoteOkItem(61, { company: 'Orbit Health', position: 'Customer Support Specialist', description: `<p>${text}</p>` })
    fake.set('remoteok', { body: remoteOkFeed([...base(), original]) })
    await ingestProvider(payload, 'remoteok')
    const copy = jsearchItem(61, { employer_name: 'Orbit Health', job_title: 'Remote Customer Support Specialist (US)', job_description: `${text.slice(0, 260)}…` })
    fake.set('jsearch', { body: jsearchFeed([copy]) })
    const run = await ingestProvider(payload, 'jsearch')
    expect(run).toMatchObject({ created: 0, skipped: 1 })
    expect(await jobByExternalId('900061')).toMatchObject({ status: 'active', alsoListedOn: [{ source: 'jsearch', url: 'https://www.linkedin.com/jobs/view/5061' }] })
  })

  it('keeps the most complete listing when a fuller copy of a stored job arrives: the stored job takes its content and keeps its address and age', async () => {
    const payload = await getTestPayload()
    process.env.ADZUNA_APP_ID = 'app'
    process.env.ADZUNA_API_KEY = 'key'
    const text =
      'Lumen Tide builds billing software for solar installers. As a backend engineer you will design the APIs our installers rely on, own the invoicing service, keep PostgreSQL fast as we grow tenfold, and mentor two junior engineers. You know Go or Node.js well, have run services in production and like writing clear documentation.'
    // First an aggregator's cut-off copy: no salary, no skills.
    const cutOff = adzunaItem(81, { title: 'Backend Engineer', company: { display_name: 'Lumen Tide' }, description: `${text.slice(0, 280)}…`, salary_min: undefined, salary_max: undefined })
    fake.set('adzuna', { body: adzunaFeed([cutOff]) })
    expect(await ingestProvider(payload, 'adzuna')).toMatchObject({ created: 1 })
    const { docs: [stored] } = await payload.find({ collection: 'jobs', where: { source: { equals: 'adzuna' }, externalId: { equals: '4100000081' } }, depth: 0, overrideAccess: true })

    // Then the full posting on Remote OK: salary, skills and the whole description.
    const full = remoteOkItem(81, { company: 'Lumen Tide', position: 'Senior Backend Engineer', description: `<p>${text}</p>` })
    fake.set('remoteok', { body: remoteOkFeed([...base(), full]) })
    await ingestProvider(payload, 'remoteok')

    const kept = await jobByExternalId('900081')
    expect(kept).toMatchObject({ id: stored!.id, slug: stored!.slug, status: 'active', title: 'Senior Backend Engineer', salaryMin: full.salary_min, reposted: false })
    // An honest age: never later than the stored job's (Remote OK's own date is the earlier here).
    expect(new Date(kept.postedAt).getTime()).toBeLessThanOrEqual(new Date(stored!.postedAt).getTime())
    expect(kept.description).toContain('mentor two junior engineers')
    expect(kept.alsoListedOn).toEqual([{ source: 'adzuna', url: cutOff.redirect_url }])
    const { totalDocs } = await payload.find({ collection: 'jobs', where: { 'company.name': { equals: 'Lumen Tide' }, status: { equals: 'active' } }, overrideAccess: true })
    expect(totalDocs).toBe(1)

    // The aggregator listing the cut-off copy again changes nothing: the fuller listing stays the job.
    fake.set('adzuna', { body: adzunaFeed([cutOff]) })
    expect(await ingestProvider(payload, 'adzuna')).toMatchObject({ created: 0 })
    expect(await jobByExternalId('900081')).toMatchObject({ id: stored!.id, title: 'Senior Backend Engineer', alsoListedOn: [{ source: 'adzuna', url: cutOff.redirect_url }] })
  })

  it('a board reposting a job under a new id keeps the one job listed, with its first date, and says Reposted', async () => {
    const payload = await getTestPayload()
    const text =
      'Quill Harbor makes note-taking software for research teams. We need a product designer to run interviews, map the flows researchers struggle with, prototype in Figma and ship polished interfaces with our engineers. Three years of product design experience and a portfolio of shipped work are what we look for.'
    const first = remoteOkItem(93, { company: 'Quill Harbor', position: 'Product Designer', description: `<p>${text}</p>` })
    fake.set('remoteok', { body: remoteOkFeed([...base(), first]) })
    await ingestProvider(payload, 'remoteok')
    const original = await jobByExternalId('900093')
    // The board drops the old id and lists the same job again under a new one, dated today.
    const today = Math.floor(Date.now() / 1000)
    const repost = remoteOkItem(94, { company: 'Quill Harbor', position: 'Product Designer', description: `<p>${text}</p>`, epoch: today, date: new Date(today * 1000).toISOString() })
    fake.set('remoteok', { body: remoteOkFeed([...base(), repost]) })
    await ingestProvider(payload, 'remoteok')
    const { docs } = await payload.find({ collection: 'jobs', where: { 'company.name': { equals: 'Quill Harbor' }, status: { equals: 'active' } }, depth: 0, overrideAccess: true })
    expect(docs).toEqual([expect.objectContaining({ id: original.id, externalId: '900094', postedAt: original.postedAt, reposted: true })])
  })

  it('keeps an honest age: never newer than when we first saw it, and a re-dated or returning job says Reposted', async () => {
    const payload = await getTestPayload()
    const firstSeen = Date.now()
    // A provider date in the future is capped at the moment we first saw the job.
    const future = Math.floor((firstSeen + 5 * 86_400_000) / 1000)
    fake.set('remoteok', { body: remoteOkFeed([...base(), remoteOkItem(71, { epoch: future, date: new Date(future * 1000).toISOString() })]) })
    await ingestProvider(payload, 'remoteok')
    const fresh = await jobByExternalId('900071')
    expect(new Date(fresh.postedAt).getTime()).toBeLessThanOrEqual(Date.now())
    expect(new Date(fresh.sourcePostedAt!).getTime()).toBe(future * 1000)
    expect(fresh.reposted).toBe(false)

    // The board re-dates the same posting a week later: the job keeps its first date and says Reposted.
    const original = remoteOkItem(72)
    fake.set('remoteok', { body: remoteOkFeed([...base(), original]) })
    await ingestProvider(payload, 'remoteok')
    const before = await jobByExternalId('900072')
    const redated = original.epoch + 7 * 86_400
    fake.set('remoteok', { body: remoteOkFeed([...base(), { ...original, epoch: redated, date: new Date(redated * 1000).toISOString() }]) })
    await ingestProvider(payload, 'remoteok')
    const after = await jobByExternalId('900072')
    expect(after.postedAt).toBe(before.postedAt)
    expect(new Date(after.sourcePostedAt!).getTime()).toBe(redated * 1000)
    expect(after.reposted).toBe(true)

    // A job that disappears and comes back keeps its first date and says Reposted.
    const returning = remoteOkItem(73)
    fake.set('remoteok', { body: remoteOkFeed([...base(), returning]) })
    await ingestProvider(payload, 'remoteok')
    const first = await jobByExternalId('900073')
    fake.set('remoteok', { body: remoteOkFeed(base()) })
    await ingestProvider(payload, 'remoteok')
    expect((await jobByExternalId('900073')).status).toBe('expired')
    fake.set('remoteok', { body: remoteOkFeed([...base(), returning]) })
    await ingestProvider(payload, 'remoteok')
    expect(await jobByExternalId('900073')).toMatchObject({ status: 'active', postedAt: first.postedAt, reposted: true })
  })
})

describe('schedule', () => {
  it('schedules ingestEnabledProviders every 6 hours on the ingestion queue, and the task ingests each enabled provider', async () => {
    const payload = await getTestPayload()
    const task = payload.config.jobs.tasks?.find((t) => t.slug === 'ingestEnabledProviders')
    expect(task?.schedule).toEqual([{ cron: '0 */6 * * *', queue: 'ingestion' }])

    // The scheduler queues the next run for the next 6-hour boundary, not now. It queues one run at a time: when
    // another test file's server has already queued it, this call adds none, so the queue is what is checked. The
    // first-start seed's run (queued for now, no waitUntil) is not the schedule's.
    await payload.jobs.handleSchedules({ queue: 'ingestion' })
    const { docs: waiting } = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'ingestEnabledProviders' }, waitUntil: { exists: true } }, overrideAccess: true })
    expect(waiting).toHaveLength(1)
    const due = new Date(waiting[0]!.waitUntil!)
    expect(due.getTime()).toBeGreaterThan(Date.now())
    expect(due.getUTCHours() % 6).toBe(0)
    expect(due.getUTCMinutes()).toBe(0)

    // Running the task (as the queue will when it is due): each enabled provider, recorded as 'schedule'.
    await setEnabled({ web3career: false, jsearch: false, adzuna: false, ...OTHER_SOURCES_OFF })
    try {
      fake.set('remoteok', { body: remoteOkFeed([remoteOkItem(1), remoteOkItem(2, { position: 'Lead Product Designer 2' }), remoteOkItem(3), remoteOkItem(4)]) })
      // Only this task's runs: the first start's own run is recorded as the schedule's too.
      const queuedAt = new Date().toISOString()
      const job = await payload.jobs.queue({ task: 'ingestEnabledProviders', input: {}, queue: 'ingestion-test' })
      await payload.jobs.runByID({ id: job.id, overrideAccess: true })
      const { docs: runs } = await payload.find({
        collection: 'ingestion-runs',
        where: { trigger: { equals: 'schedule' }, startedAt: { greater_than_equal: queuedAt } },
        sort: '-startedAt',
        overrideAccess: true,
      })
      expect(runs.map((r) => r.provider)).toEqual(['remoteok'])
      expect(runs[0]).toMatchObject({ status: 'succeeded', fetched: 4 })
    } finally {
      await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { equals: 'ingestEnabledProviders' } }, overrideAccess: true })
      await setEnabled({ web3career: true, jsearch: true, adzuna: true })
    }
  })
})

describe('one company record per employer across boards', () => {
  it('"Acme Inc", "ACME" and "acme.io" from three boards become one company, and search finds all its jobs by its name', async () => {
    const payload = await getTestPayload()
    const word = `zyx${Date.now().toString(36)}`
    process.env.WEB3CAREER_API_TOKEN = 'w3-token'
    process.env.RAPIDAPI_KEY = 'rapid-key'
    process.env.ADZUNA_APP_ID = 'app'
    process.env.ADZUNA_API_KEY = 'key'
    fake.set('web3career', { body: web3CareerFeed([web3CareerItem(81, { company: `${word} Inc`, title: 'Protocol Engineer' })]) })
    fake.set('jsearch', { body: jsearchFeed([jsearchItem(82, { employer_name: word.toUpperCase(), employer_website: `https://www.${word}.io/careers`, job_title: 'Data Engineer' })]) })
    fake.set('adzuna', { body: adzunaFeed([adzunaItem(83, { company: { display_name: `${word}.io` }, title: 'Finance Lead' })]) })
    for (const provider of ['web3career', 'jsearch', 'adzuna'] as const) expect(await ingestProvider(payload, provider)).toMatchObject({ status: 'succeeded', created: 1 })

    const { rows } = await poolOf(payload).query<{ company_id: number; source: string }>(
      `SELECT company_id, source::text FROM jobs WHERE (source = 'web3career' AND external_id = '70081') OR (source = 'jsearch' AND external_id = 'jsearch-82==')
          OR (source = 'adzuna' AND external_id = '4100000083')`,
    )
    expect(rows).toHaveLength(3)
    expect(new Set(rows.map((r) => r.company_id)).size).toBe(1)
    const company = await payload.findByID({ collection: 'companies', id: rows[0]!.company_id, overrideAccess: true })
    // The first board's name stays; the later spellings matched its name key.
    expect(company).toMatchObject({ name: `${word} Inc`, matchKey: word })

    const found = jobListResponseSchema.parse(await (await searchRoute.GET(apiRequest(`/api/search?q=${word}`))).json())
    expect(found.jobs.map((j) => j.title).sort()).toEqual(['Data Engineer', 'Finance Lead', 'Protocol Engineer'])
  })
})
