import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseEligibility } from '@cms/domain/jobs/eligibility/parseEligibility'
import { annualUsd } from '@cms/contract/salary'
import { BOARD_CLIENTS } from '.'
import type { AtsBoardClient } from './board'
import { salaryFromText } from './board'

const fixture = (name: string): unknown => JSON.parse(fs.readFileSync(path.resolve('tests/fixtures/sources', name), 'utf8'))

/** The board's remote postings, normalised (a skip fails the test). */
function listed(client: AtsBoardClient, body: unknown, company = 'Co') {
  const { items } = client.read(body)
  return items.filter((item) => client.isRemote(item)).map((item) => {
    const result = client.normalise(item, company)
    if ('skip' in result) throw new Error(`skipped: ${result.skip}`)
    return result.job
  })
}

const whoMayApply = (line: string | null) => parseEligibility(line)

describe('Greenhouse board', () => {
  const client = BOARD_CLIENTS.greenhouse('acmeremote')
  const jobs = listed(client, fixture('greenhouse-jobs.json'), 'Acme Remote')

  it('lists the remote postings only (a hybrid line and an office line are not remote)', () => {
    expect(jobs.map((j) => j.title)).toEqual(['Senior Backend Engineer', 'Customer Support Specialist'])
  })

  it('unescapes the content, applies on the posting, reads pay where the content states it', () => {
    const job = jobs[0]!
    expect(job).toMatchObject({ externalId: 'acmeremote:4012001', applyUrl: 'https://job-boards.greenhouse.io/acmeremote/jobs/4012001', company: { name: 'Acme Remote' } })
    expect(job.description).toContain('<p>Build our payments API.</p>')
    expect(job).toMatchObject({ salaryPostedMin: 150000, salaryPostedMax: 180000, salaryCurrency: 'USD', salaryPeriod: 'year' })
    expect(whoMayApply(job.locationText)).toMatchObject({ scope: 'countries', countries: ['US'] })
    expect(whoMayApply(jobs[1]!.locationText)).toMatchObject({ scope: 'regions', regions: ['europe'] })
  })

  it('refuses an answer without a jobs list', () => {
    expect(() => client.read({ error: 'nope' })).toThrow('Greenhouse answered without a jobs list')
  })
})

describe('Lever site', () => {
  const jobs = listed(BOARD_CLIENTS.lever('leverco'), fixture('lever-postings.json'))

  it('keeps workplaceType remote, and an unspecified one whose line says remote; not hybrid', () => {
    expect(jobs.map((j) => j.title)).toEqual(['Staff Data Engineer', 'Contract Technical Writer'])
  })

  it('salary as posted from salaryRange, through the currency and period rules; who may apply from the country code', () => {
    expect(jobs[0]).toMatchObject({ ...annualUsd(160000, 190000, 'CAD', 'year'), applyUrl: 'https://jobs.lever.co/leverco/5a1b2c3d-0001-4aaa-8bbb-000000000001', postedAt: new Date(1763900000000).toISOString() })
    expect(whoMayApply(jobs[0]!.locationText)).toMatchObject({ scope: 'countries', countries: ['CA'] })
    expect(jobs[0]!.description).toContain('<h3>What you will do</h3><ul><li>Pipelines</li>')
    expect(jobs[1]).toMatchObject({ type: 'contract', salaryPostedMin: 60, salaryPostedMax: 80, salaryPeriod: 'hour', salaryCurrency: 'USD' })
    expect(whoMayApply(jobs[1]!.locationText).scope).toBe('worldwide')
  })
})

describe('Ashby board', () => {
  const jobs = listed(BOARD_CLIENTS.ashby('ashbyco'), fixture('ashby-board.json'))

  it('keeps the remote posting; salary from the Salary summary component (equity ignored); countries from the addresses', () => {
    expect(jobs.map((j) => j.title)).toEqual(['Senior Frontend Engineer'])
    expect(jobs[0]).toMatchObject({ ...annualUsd(70000, 90000, 'EUR', 'year'), externalId: 'ashbyco:b3f0c1de-1111-4c2d-9e8f-000000000001', type: 'full-time' })
    expect(whoMayApply(jobs[0]!.locationText)).toMatchObject({ scope: 'countries', countries: ['DE', 'ES'] })
  })
})

describe('Workable account', () => {
  const client = BOARD_CLIENTS.workable('workableco')

  it('names the company, keeps telecommuting postings, who may apply from the location country codes', () => {
    expect(client.read(fixture('workable-account.json')).company).toBe('Workable Co')
    const jobs = listed(client, fixture('workable-account.json'))
    expect(jobs.map((j) => j.title)).toEqual(['DevOps Engineer'])
    expect(jobs[0]).toMatchObject({ externalId: 'workableco:A1B2C3D4E5', applyUrl: 'https://apply.workable.com/j/A1B2C3D4E5', postedAt: '2026-11-17T00:00:00.000Z' })
    expect(whoMayApply(jobs[0]!.locationText)).toMatchObject({ scope: 'countries', countries: ['ES', 'PT'] })
  })
})

describe('pay stated in a text', () => {
  it('reads a range with its currency and period, and nothing when none is stated', () => {
    expect(salaryFromText('<p>€60k–€75k per year</p>')).toMatchObject({ salaryPostedMin: 60000, salaryPostedMax: 75000, salaryCurrency: 'EUR', salaryPeriod: 'year' })
    expect(salaryFromText('$40 - $55 per hour')).toMatchObject({ salaryPostedMin: 40, salaryPostedMax: 55, salaryPeriod: 'hour' })
    expect(salaryFromText('<p>Competitive pay</p>').salaryCurrency).toBeNull()
  })
})
