import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ingestProvider } from '@cms/domain/integrations/pipeline'
import { poolOf } from '@cms/lib/sql'
import { jobBoardListSchema, jobBoardSchema } from '@cms/contract/jobBoards'
import { remoteOkFeed, remoteOkItem } from '../support/providerFixtures'
import { holdProviderRuns } from '../support/providerRuns'
import { startFakeProviders, useFakeProviders, type FakeProviders } from '../support/fakeProviders'
import { apiRequest, createTestUser, getTestPayload } from './helpers'
import { served } from '../support/servedApi'

const boardsRoute = served('/api/admin/job-boards')
const fixture = (name: string): unknown => JSON.parse(fs.readFileSync(path.resolve('tests/fixtures/sources', name), 'utf8'))
const LEVERCO_POSTINGS = '/v0/postings/leverco'
// A roomy timeout: a loaded machine answers the fake late (the timeout test sets its own short one).
const ENV = { PROVIDER_BACKOFF_MS: '5', PROVIDER_RETRIES: '0', PROVIDER_TIMEOUT_MS: '10000' }

let fake: FakeProviders
let restoreEnv: () => void
let releaseProviderRuns: () => Promise<void>
let admin: Awaited<ReturnType<typeof createTestUser>>
/** The boards listed before this file ran (the first-start starter list): set aside so each run reads only this file's boards. */
let boardsSetAside: number[] = []

async function jobsOfBoard(source: string, token: string) {
  const { rows } = await poolOf(await getTestPayload()).query<{ external_id: string; status: string; apply_url: string; also_listed_on: unknown; eligibility_countries: string[]; salary_posted_min: string | null }>(
    `SELECT external_id, status, apply_url, also_listed_on, eligibility_countries, salary_posted_min FROM jobs WHERE source = $1 AND starts_with(external_id, $2) ORDER BY external_id`,
    [source, `${token}:`],
  )
  return rows
}

async function boardOf(token: string) {
  const payload = await getTestPayload()
  const { docs } = await payload.find({ collection: 'job-boards', where: { token: { equals: token } }, overrideAccess: true, depth: 0 })
  return docs[0]!
}

const addBoard = (url: string, cookie = admin.cookie) => boardsRoute.POST(apiRequest('/api/admin/job-boards', { method: 'POST', headers: { cookie }, json: { url } }), {})
const boardRoute = served('/api/admin/job-boards/:id')
const changeBoard = (id: number, init: { method: 'PATCH' | 'DELETE'; json?: unknown }, cookie = admin.cookie) =>
  boardRoute[init.method](apiRequest(`/api/admin/job-boards/${id}`, { ...init, headers: { cookie } }))

/** The boards a test reads, listed enabled (each test lists its own: none depends on another's). */
async function listBoards(...boards: { ats: 'greenhouse' | 'lever' | 'ashby' | 'workable'; token: string; company?: string }[]) {
  const payload = await getTestPayload()
  for (const board of boards) await payload.create({ collection: 'job-boards', data: { company: board.token, ...board, enabled: true }, overrideAccess: true })
}

/** Removes this file's boards and every job its tests ingested. */
async function removeBoardsAndJobs() {
  const payload = await getTestPayload()
  await payload.delete({ collection: 'job-boards', where: { id: { not_in: boardsSetAside } }, overrideAccess: true })
  await poolOf(payload).query(`DELETE FROM jobs WHERE source IN ('greenhouse', 'lever', 'ashby', 'workable') OR (source = 'remoteok' AND external_id = '900777')`)
}

/** A first read of the Greenhouse board acmeremote (4 postings, 2 remote), answered with ETag "gh-1". */
async function readGreenhouseBoard() {
  await listBoards({ ats: 'greenhouse', token: 'acmeremote' })
  fake.set('greenhouse', [{ body: fixture('greenhouse-jobs.json'), headers: { ETag: '"gh-1"' } }, { body: fixture('greenhouse-board.json') }])
  const run = await ingestProvider(await getTestPayload(), 'greenhouse', { ignoreEnabled: true })
  expect(run).toMatchObject({ status: 'succeeded', created: 2 })
  return run
}

beforeAll(async () => {
  const payload = await getTestPayload()
  releaseProviderRuns = await holdProviderRuns(payload)
  fake = await startFakeProviders()
  restoreEnv = useFakeProviders(fake)
  Object.assign(process.env, ENV)
  admin = await createTestUser('admin')
  const { docs } = await payload.update({ collection: 'job-boards', where: { enabled: { equals: true } }, data: { enabled: false }, overrideAccess: true, depth: 0 })
  boardsSetAside = docs.map((board) => board.id)
})

afterAll(async () => {
  const payload = await getTestPayload()
  await removeBoardsAndJobs()
  if (boardsSetAside.length) await payload.update({ collection: 'job-boards', where: { id: { in: boardsSetAside } }, data: { enabled: true }, overrideAccess: true })
  for (const key of Object.keys(ENV)) delete process.env[key]
  restoreEnv()
  await fake.close()
  await releaseProviderRuns()
})

beforeEach(async () => {
  await removeBoardsAndJobs()
  fake.requests.length = 0
})

describe('POST /api/admin/job-boards', () => {
  it('adds a board from a careers URL (201), refuses one already listed (409) and any other URL (400, naming the ones that work)', async () => {
    const created = await addBoard('https://job-boards.greenhouse.io/acmeremote/jobs/123')
    expect(created.status).toBe(201)
    expect(jobBoardSchema.parse(await created.json())).toMatchObject({ ats: 'greenhouse', token: 'acmeremote', company: 'acmeremote', enabled: true, lastRun: null })
    // Adding does not fetch: the next run does.
    expect(fake.requests).toHaveLength(0)

    const again = await addBoard('https://boards.greenhouse.io/acmeremote')
    expect(again.status).toBe(409)
    expect((await again.json()).message).toBe('The Greenhouse board "acmeremote" is already listed.')

    const other = await addBoard('https://acme.example/careers')
    expect(other.status).toBe(400)
    expect((await other.json()).message).toMatch(/not a careers page we can read.*jobs\.lever\.co.*jobs\.ashbyhq\.com.*apply\.workable\.com/)

    for (const url of ['https://jobs.lever.co/leverco', 'https://jobs.ashbyhq.com/ashbyco', 'https://apply.workable.com/workableco/', 'https://jobs.eu.lever.co/wrongtoken']) {
      expect((await addBoard(url)).status).toBe(201)
    }
  })

  it('is for admins only', async () => {
    const user = await createTestUser('user')
    expect((await addBoard('https://jobs.lever.co/someone', user.cookie)).status).toBe(403)
    expect((await boardsRoute.GET(apiRequest('/api/admin/job-boards', { headers: { cookie: user.cookie } }), {})).status).toBe(403)
  })
})

describe('ingesting boards', () => {
  it('Greenhouse: remote postings listed with the board name as company, the posting as apply link, who may apply and pay', async () => {
    const payload = await getTestPayload()
    const run = await readGreenhouseBoard()
    expect(run).toMatchObject({ status: 'succeeded', fetched: 4, created: 2, expired: 0 })
    expect(fake.requests[0]!.url).toBe('/greenhouse/v1/boards/acmeremote/jobs?content=true')
    expect(fake.requests[0]!.headers['user-agent']).toMatch(/NomadJobsBot.*contact: /)
    const board = await boardOf('acmeremote')
    expect(board).toMatchObject({ company: 'Acme Remote', lastRun: { status: 'succeeded', fetched: 4, remoteKept: 2, created: 2, expired: 0, error: null }, validators: { etag: '"gh-1"' } })
    const jobs = await jobsOfBoard('greenhouse', 'acmeremote')
    expect(jobs.map((j) => j.external_id)).toEqual(['acmeremote:4012001', 'acmeremote:4012004'])
    expect(jobs[0]).toMatchObject({ status: 'active', apply_url: 'https://job-boards.greenhouse.io/acmeremote/jobs/4012001', eligibility_countries: ['US'], salary_posted_min: '150000' })
    const { docs } = await payload.find({ collection: 'jobs', where: { externalId: { equals: 'acmeremote:4012001' } }, depth: 1, overrideAccess: true })
    expect((docs[0]!.company as { name: string }).name).toBe('Acme Remote')
    expect(docs[0]!.description).not.toContain('<script')
  })

  it('asks again conditionally: a 304 changes nothing and expires nothing', async () => {
    const payload = await getTestPayload()
    await readGreenhouseBoard()
    fake.requests.length = 0
    fake.set('greenhouse', { status: 304 })
    const run = await ingestProvider(payload, 'greenhouse', { ignoreEnabled: true })
    expect(fake.requests[0]!.headers['if-none-match']).toBe('"gh-1"')
    expect(run).toMatchObject({ status: 'succeeded', created: 0, expired: 0 })
    expect((await boardOf('acmeremote')).lastRun).toMatchObject({ status: 'not-modified', fetched: 4, remoteKept: 2 })
    expect((await jobsOfBoard('greenhouse', 'acmeremote')).map((j) => j.status)).toEqual(['active', 'active'])
  })

  it('a posting gone from a successful fetch of its board is expired in that run', async () => {
    const payload = await getTestPayload()
    await readGreenhouseBoard()
    const full = fixture('greenhouse-jobs.json') as { jobs: { id: number }[] }
    fake.set('greenhouse', { body: { ...full, jobs: full.jobs.filter((j) => j.id !== 4012004) } })
    const run = await ingestProvider(payload, 'greenhouse', { ignoreEnabled: true })
    expect(run).toMatchObject({ status: 'succeeded', expired: 1 })
    expect((await boardOf('acmeremote')).lastRun).toMatchObject({ status: 'succeeded', fetched: 3, remoteKept: 1, expired: 1 })
    expect((await jobsOfBoard('greenhouse', 'acmeremote')).map((j) => [j.external_id, j.status])).toEqual([
      ['acmeremote:4012001', 'active'],
      ['acmeremote:4012004', 'expired'],
    ])
  })

  it('Lever: a wrong token (404) is reported on its board and expires nothing of another board', async () => {
    const payload = await getTestPayload()
    await listBoards({ ats: 'lever', token: 'leverco' }, { ats: 'lever', token: 'wrongtoken' })
    fake.set('lever', { body: fixture('lever-postings.json') }, LEVERCO_POSTINGS)
    fake.set('lever', { status: 404, body: { ok: false, error: 'Document not found' } }, '/v0/postings/wrongtoken')
    const run = await ingestProvider(payload, 'lever', { ignoreEnabled: true })
    expect(run).toMatchObject({ status: 'succeeded', created: 2 })
    expect(run.error).toMatch(/1 of 2 boards failed.*wrongtoken: .*404/)
    expect((await boardOf('wrongtoken')).lastRun).toMatchObject({ status: 'failed', httpStatus: 404, fetched: 0 })
    const jobs = await jobsOfBoard('lever', 'leverco')
    expect(jobs).toHaveLength(2)
    expect(jobs.find((j) => j.external_id === 'leverco:5a1b2c3d-0001-4aaa-8bbb-000000000001')).toMatchObject({ eligibility_countries: ['CA'], salary_posted_min: '160000' })
  })

  it('a timeout and malformed JSON are reported on the board and expire nothing', async () => {
    const payload = await getTestPayload()
    await listBoards({ ats: 'lever', token: 'leverco' })
    fake.set('lever', { body: fixture('lever-postings.json') }, LEVERCO_POSTINGS)
    expect(await ingestProvider(payload, 'lever', { ignoreEnabled: true })).toMatchObject({ status: 'succeeded', created: 2 })
    fake.set('lever', { body: fixture('lever-postings.json'), delayMs: 1500 }, LEVERCO_POSTINGS)
    process.env.PROVIDER_TIMEOUT_MS = '300'
    try {
      await ingestProvider(payload, 'lever', { ignoreEnabled: true })
    } finally {
      process.env.PROVIDER_TIMEOUT_MS = ENV.PROVIDER_TIMEOUT_MS
    }
    expect((await boardOf('leverco')).lastRun).toMatchObject({ status: 'failed', error: expect.stringMatching(/timed out/) })
    fake.set('lever', { body: '[{"id": "broken' }, LEVERCO_POSTINGS)
    const run = await ingestProvider(payload, 'lever', { ignoreEnabled: true })
    expect(run).toMatchObject({ status: 'failed', expired: 0 })
    expect((await boardOf('leverco')).lastRun).toMatchObject({ status: 'failed', error: expect.stringMatching(/Invalid JSON/) })
    expect((await jobsOfBoard('lever', 'leverco')).map((j) => j.status)).toEqual(['active', 'active'])
  })

  it('Ashby and Workable: remote postings only, with their salary and who may apply', async () => {
    const payload = await getTestPayload()
    await listBoards({ ats: 'ashby', token: 'ashbyco' }, { ats: 'workable', token: 'workableco' })
    fake.set('ashby', { body: fixture('ashby-board.json') })
    fake.set('workable', { body: fixture('workable-account.json') })
    expect(await ingestProvider(payload, 'ashby', { ignoreEnabled: true })).toMatchObject({ status: 'succeeded', fetched: 2, created: 1 })
    expect(await ingestProvider(payload, 'workable', { ignoreEnabled: true })).toMatchObject({ status: 'succeeded', fetched: 2, created: 1 })
    expect(await jobsOfBoard('ashby', 'ashbyco')).toMatchObject([{ eligibility_countries: ['DE', 'ES'], salary_posted_min: '70000' }])
    expect(await jobsOfBoard('workable', 'workableco')).toMatchObject([{ eligibility_countries: ['ES', 'PT'], apply_url: 'https://apply.workable.com/j/A1B2C3D4E5' }])
    expect((await boardOf('workableco')).company).toBe('Workable Co')
  })

  it('the same job from an aggregator and from the ATS is listed once: the ATS copy, the other "also listed on"', async () => {
    const payload = await getTestPayload()
    await payload.updateGlobal({ slug: 'integrations', overrideAccess: true, data: { remoteok: { enabled: true } } as never })
    // Remote OK first, then the employer's board lists the same opening.
    fake.set('remoteok', { body: remoteOkFeed([remoteOkItem(777, { company: 'Ashby Co', position: 'Senior Frontend Engineer' })]) })
    await ingestProvider(payload, 'remoteok', { ignoreEnabled: true })
    const { rows: before } = await poolOf(payload).query(`SELECT id FROM jobs WHERE source = 'remoteok' AND external_id = '900777' AND status = 'active'`)
    expect(before).toHaveLength(1)

    await listBoards({ ats: 'ashby', token: 'ashbyco', company: 'Ashby Co' })
    fake.set('ashby', { body: fixture('ashby-board.json') })
    await ingestProvider(payload, 'ashby', { ignoreEnabled: true })
    const { rows } = await poolOf(payload).query<{ source: string; also_listed_on: { source: string }[] | null }>(
      // This test's two copies only (the demo seed has other 'Senior Frontend Engineer' jobs).
      `SELECT source::text, also_listed_on FROM jobs WHERE status = 'active' AND ((source = 'ashby' AND starts_with(external_id, 'ashbyco:')) OR (source = 'remoteok' AND external_id = '900777'))`,
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]!.source).toBe('ashby')
    expect(rows[0]!.also_listed_on?.map((l) => l.source)).toContain('remoteok')
  })
})

describe('GET, PATCH and DELETE /api/admin/job-boards', () => {
  it("lists every board with its health", async () => {
    await readGreenhouseBoard()
    await listBoards({ ats: 'lever', token: 'wrongtoken' })
    fake.set('lever', { status: 404, body: { ok: false, error: 'Document not found' } }, '/v0/postings/wrongtoken')
    await ingestProvider(await getTestPayload(), 'lever', { ignoreEnabled: true })
    await listBoards({ ats: 'workable', token: 'unread' })

    const res = await boardsRoute.GET(apiRequest('/api/admin/job-boards', { headers: { cookie: admin.cookie } }), {})
    expect(res.status).toBe(200)
    const { boards } = jobBoardListSchema.parse(await res.json())
    expect(boards.find((b) => b.token === 'wrongtoken')).toMatchObject({ enabled: true, lastRun: { status: 'failed', httpStatus: 404 } })
    expect(boards.find((b) => b.token === 'acmeremote')).toMatchObject({
      company: 'Acme Remote',
      careersUrl: 'https://job-boards.greenhouse.io/acmeremote',
      lastRun: { status: 'succeeded', fetched: 4, remoteKept: 2, created: 2, expired: 0 },
    })
    expect(boards.find((b) => b.token === 'unread')).toMatchObject({ lastRun: null })
  })

  it("switching a board off expires its jobs; removing one expires them too; both are for admins, and an unknown board is a 404", async () => {
    const payload = await getTestPayload()
    await readGreenhouseBoard()
    await listBoards({ ats: 'ashby', token: 'ashbyco' })
    fake.set('ashby', { body: fixture('ashby-board.json') })
    await ingestProvider(payload, 'ashby', { ignoreEnabled: true })
    const greenhouse = await boardOf('acmeremote')
    const ashby = await boardOf('ashbyco')

    const user = await createTestUser('user')
    expect((await changeBoard(greenhouse.id, { method: 'PATCH', json: { enabled: false } }, user.cookie)).status).toBe(403)
    expect((await changeBoard(ashby.id, { method: 'DELETE' }, user.cookie)).status).toBe(403)
    expect((await jobsOfBoard('greenhouse', 'acmeremote')).map((j) => j.status)).toEqual(['active', 'active'])

    const off = await changeBoard(greenhouse.id, { method: 'PATCH', json: { enabled: false } })
    expect(off.status).toBe(200)
    expect(jobBoardSchema.parse(await off.json())).toMatchObject({ token: 'acmeremote', enabled: false })
    expect((await jobsOfBoard('greenhouse', 'acmeremote')).map((j) => j.status)).toEqual(['expired', 'expired'])

    const removed = await changeBoard(ashby.id, { method: 'DELETE' })
    expect(removed.status).toBe(200)
    expect(await removed.json()).toEqual({ id: ashby.id, expiredJobs: true })
    expect((await jobsOfBoard('ashby', 'ashbyco')).map((j) => j.status)).toEqual(['expired'])
    expect((await changeBoard(ashby.id, { method: 'DELETE' })).status).toBe(404)
    expect((await changeBoard(ashby.id, { method: 'PATCH', json: { enabled: true } })).status).toBe(404)
  })
})
