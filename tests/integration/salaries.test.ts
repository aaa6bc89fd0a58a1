import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { jobDetailSchema, jobListResponseSchema } from '@cms/contract/jobs'
import { RATES_SNAPSHOT } from '@cms/contract/salary'
import { refreshRates } from '@cms/domain/salaries/refreshRates'
import { latestRates, reconvertSalaries, storeRates } from '@cms/domain/salaries/ratesStore'
import { invalidateLocalCaches } from '@cms/lib/cache/dataChanges'
import { poolOf } from '@cms/lib/sql'
import { apiRequest, getTestPayload } from './helpers'
import { served } from '../support/servedApi'

const fixture = fs.readFileSync(new URL('../fixtures/eurofxref-daily.xml', import.meta.url), 'utf8')
const { GET: getJob } = served('/api/jobs/:slug')
const { GET: search } = served('/api/search')

/** A loopback stand-in for the ECB: answers whatever body the test sets. */
let body = fixture
let server: http.Server
let ratesUrl: string
const token = `fx${Date.now().toString(36)}`
let eurJobId: number

beforeAll(async () => {
  server = http.createServer((_, res) => res.writeHead(200, { 'Content-Type': 'text/xml' }).end(body))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  ratesUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/eurofxref-daily.xml`
  const payload = await getTestPayload()
  const company = await payload.create({ collection: 'companies', data: { name: `Euro ${token}`, slug: `euro-${token}` }, overrideAccess: true })
  const job = (key: string, data: Record<string, unknown>) =>
    payload.create({
      collection: 'jobs',
      data: {
        title: `Engineer ${token} ${key}`, slug: `${token}-${key}`, externalId: `${token}-${key}`, description: `<p>${token}</p>`,
        postedAt: new Date().toISOString(), type: 'full-time', experienceLevel: 'mid', company: company.id, source: 'internal', status: 'active',
        ...data,
      } as never,
      overrideAccess: true,
    })
  // "EUR 95,000 a year", as ingestion stores it at the snapshot's rate.
  eurJobId = (await job('eur', { salaryPostedMin: 95000, salaryPostedMax: 120000, salaryCurrency: 'EUR', salaryPeriod: 'year', salaryMin: 106638, salaryMax: 134700 })).id
  await job('none', {})
  invalidateLocalCaches()
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

describe('exchange rates from the ECB', () => {
  it('a new database starts from the committed snapshot', async () => {
    const stored = await latestRates(poolOf(await getTestPayload()))
    expect(stored.date).toBe(RATES_SNAPSHOT.date)
    expect(stored.perEur).toEqual(RATES_SNAPSHOT.perEur)
  })

  it('the daily refresh parses the file and stores its rates with their date', async () => {
    const payload = await getTestPayload()
    body = fixture
    expect(await refreshRates(payload, ratesUrl)).toMatchObject({ outcome: 'stored', date: '2026-10-02' })
    const { rows } = await poolOf(payload).query(`SELECT count(*)::int AS n FROM exchange_rates WHERE rates_date = '2026-10-02'`)
    expect(rows[0].n).toBe(30)
  })

  it('a malformed file keeps the stored rates and logs why', async () => {
    const payload = await getTestPayload()
    const logged = vi.spyOn(payload.logger, 'error').mockImplementation(() => undefined)
    body = fixture.replace("time='2026-10-02'", "time='2099-01-01'").replace("rate='1.1225'", "rate='lots'")
    try {
      expect(await refreshRates(payload, ratesUrl)).toMatchObject({ outcome: 'kept', date: '2026-10-02' })
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('kept the rates of 2026-10-02: the file is malformed'))
      expect((await latestRates(poolOf(payload))).date).toBe('2026-10-02')
    } finally {
      logged.mockRestore()
      body = fixture
    }
  })

  it('converts "EUR 95,000 a year" with the newest stored rate (in a transaction rolled back, so other files keep theirs)', async () => {
    const client = await poolOf(await getTestPayload()).connect()
    try {
      await client.query('BEGIN')
      await storeRates(client, { date: '2099-01-01', perEur: { EUR: 1, USD: 1.5 } })
      expect(await reconvertSalaries(client)).toBeGreaterThan(0)
      const { rows } = await client.query('SELECT salary_min::float AS lo, salary_max::float AS hi FROM jobs WHERE id = $1', [eurJobId])
      expect(rows[0]).toEqual({ lo: 142500, hi: 180000 })
    } finally {
      await client.query('ROLLBACK')
      client.release()
    }
  })
})

describe('salaries in the API', () => {
  it('a job answers its salary as posted, the annual USD figure and the rates with their date', async () => {
    const response = await getJob(apiRequest(`/api/jobs/${token}-eur`))
    const job = jobDetailSchema.parse(await response.json())
    expect(job.salaryPosted).toEqual({ min: 95000, max: 120000, currency: 'EUR', period: 'year' })
    expect(job.salaryMin).toBe(106638)
    expect(job.exchangeRates.date).toBe('2026-10-02')
  })

  it('a job page shows the next day\'s rates once they are stored, though it read the old ones before', async () => {
    const payload = await getTestPayload()
    const shownDate = async () => jobDetailSchema.parse(await (await getJob(apiRequest(`/api/jobs/${token}-eur`))).json()).exchangeRates.date
    expect(await shownDate()).toBe('2026-10-02')
    body = fixture.replace("time='2026-10-02'", "time='2099-10-03'")
    try {
      expect(await refreshRates(payload, ratesUrl)).toMatchObject({ outcome: 'stored', date: '2099-10-03' })
      await expect.poll(shownDate).toBe('2099-10-03')
    } finally {
      // Other files share the database: the fixture's day is the newest again.
      await poolOf(payload).query(`DELETE FROM exchange_rates WHERE rates_date = '2099-10-03'`)
      invalidateLocalCaches()
    }
  })

  it('"salary not given" is a filter choice, counted like the others', async () => {
    const response = await search(apiRequest(`/api/search?salary=not-given&facets=true&limit=50`))
    const list = jobListResponseSchema.parse(await response.json())
    expect(list.jobs.length).toBeGreaterThan(0)
    expect(list.jobs.every((j) => j.salaryMin === null && j.salaryMax === null)).toBe(true)
    expect(list.facets?.salary.find((f) => f.value === 'not-given')?.count).toBeGreaterThan(0)
  })
})
