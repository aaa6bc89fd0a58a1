import { afterEach, describe, expect, it, vi } from 'vitest'
import { web3CareerClient } from './web3career'

const item = (extra: Record<string, unknown> = {}) => ({
  id: 99,
  title: 'Solidity Engineer',
  date_epoch: 1767348000,
  date: 'Fri, 02 Jan 2026',
  company: 'Chain Co',
  location: 'Berlin',
  country: 'Germany',
  apply_url: 'https://web3.career/solidity-engineer/99',
  tags: ['solidity', 3],
  salary_min_value: 100000,
  salary_max_value: 150000,
  salary_currency: 'USD',
  ...extra,
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

describe('web3.career normalise', () => {
  const client = web3CareerClient()
  const job = (extra: Record<string, unknown> = {}) => {
    const result = client.normalise(item(extra))
    if (!('job' in result)) throw new Error(`skipped: ${result.skip}`)
    return result.job
  }

  it('files every posting under web3, with the epoch as its date', () => {
    expect(job()).toMatchObject({ externalId: '99', categorySlug: 'web3', postedAt: new Date(1767348000 * 1000).toISOString(), applyUrl: 'https://web3.career/solidity-engineer/99' })
  })

  it('reads the location from the location, city and country fields', () => {
    expect(job()).toMatchObject({ locationSlug: 'germany' })
    expect(job({ location: null, city: null, country: 'Germany' })).toMatchObject({ locationSlug: 'germany' })
    expect(job({ location: 'Remote', city: '', country: 'Remote' })).toMatchObject({ locationText: 'Remote', locationSlug: null })
    expect(job({ location: 'Remote', city: null, country: 'United States' })).toMatchObject({ locationText: 'Remote, United States', locationSlug: 'united-states' })
  })

  it('falls back to the date text, and skips an item with no valid date', () => {
    expect(job({ date_epoch: null, date: '2026-01-05T00:00:00Z' }).postedAt).toBe('2026-01-05T00:00:00.000Z')
    expect(client.normalise(item({ date_epoch: null, date: 'soon' }))).toEqual({ skip: 'no valid date', externalId: '99' })
  })

  it('skips an item without an apply link', () => {
    expect(client.normalise(item({ apply_url: 'not a url' }))).toMatchObject({ skip: expect.stringMatching(/^apply_url: /), externalId: '99' })
  })
})

describe('web3.career fetchJobs', () => {
  it('needs WEB3CAREER_API_TOKEN', async () => {
    vi.stubEnv('WEB3CAREER_API_TOKEN', '')
    await expect(web3CareerClient().fetchJobs()).rejects.toThrow('WEB3CAREER_API_TOKEN is not set')
  })

  it('gives the nested job list among the notices, and refuses an answer without one', async () => {
    vi.stubEnv('WEB3CAREER_API_TOKEN', 't')
    vi.stubGlobal('fetch', async () => Response.json(['notice', 'terms', [item()]]))
    expect(await web3CareerClient().fetchJobs()).toEqual([item()])
    vi.stubGlobal('fetch', async () => Response.json(['notice only']))
    await expect(web3CareerClient().fetchJobs()).rejects.toThrow('web3.career answer holds no job list')
    vi.stubGlobal('fetch', async () => Response.json({ error: 'bad token' }))
    await expect(web3CareerClient().fetchJobs()).rejects.toThrow('web3.career answered something other than a JSON array')
  })
})
