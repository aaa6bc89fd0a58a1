import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it, vi, afterEach } from 'vitest'
import { parseEligibility } from '@cms/domain/jobs/eligibility/parseEligibility'
import { himalayasClient } from './himalayas'
import { jobicyClient } from './jobicy'
import { remotiveClient } from './remotive'
import type { JobProviderClient } from './types'

const fixture = (name: string): unknown => JSON.parse(fs.readFileSync(path.resolve('tests/fixtures/sources', name), 'utf8'))

afterEach(() => vi.unstubAllGlobals())

async function firstJob(client: JobProviderClient<unknown>, body: unknown) {
  vi.stubGlobal('fetch', async () => Response.json(body))
  const [raw] = await client.fetchJobs()
  const result = client.normalise(raw)
  if ('skip' in result) throw new Error(`skipped: ${result.skip}`)
  return result.job
}

describe('keyless feeds', () => {
  it('Remotive: credited with a link to its posting; who may apply from its location line; salary from its text', async () => {
    const job = await firstJob(remotiveClient(), fixture('remotive.json'))
    expect(job).toMatchObject({ externalId: '1912001', company: { name: 'Snake Works' }, salaryPostedMin: 120000, salaryPostedMax: 140000, salaryCurrency: 'USD' })
    expect(job.description).toMatch(/<p>Originally posted on <a href="https:\/\/remotive.com\/remote-jobs\/software-dev\/senior-python-engineer-1912001">Remotive<\/a>.<\/p>$/)
    expect(parseEligibility(job.locationText)).toMatchObject({ scope: 'countries', countries: ['CA', 'US'] })
  })

  it('Himalayas: credited, restrictions as who may apply, salary as posted', async () => {
    const job = await firstJob(himalayasClient(), fixture('himalayas.json'))
    expect(job).toMatchObject({ title: 'Growth Marketing Manager', salaryPostedMin: 90000, salaryPostedMax: 110000, applyUrl: 'https://himalayas.app/companies/peak-labs/jobs/growth-marketing-manager' })
    expect(job.description).toContain('>Himalayas</a>')
    expect(parseEligibility(job.locationText)).toMatchObject({ scope: 'countries', countries: ['GB', 'IE'] })
  })

  it('Jobicy: credited, its geography as who may apply, EUR salary kept as posted', async () => {
    const job = await firstJob(jobicyClient(), fixture('jobicy.json'))
    expect(job).toMatchObject({ externalId: '120001', salaryPostedMin: 50000, salaryPostedMax: 65000, salaryCurrency: 'EUR' })
    expect(job.description).toContain('>Jobicy</a>')
    expect(parseEligibility(job.locationText).scope).toBe('regions')
  })
})
