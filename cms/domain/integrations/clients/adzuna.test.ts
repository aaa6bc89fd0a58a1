import { afterEach, describe, expect, it, vi } from 'vitest'
import { adzunaClient } from './adzuna'

const item = (extra: Record<string, unknown> = {}) => ({
  id: 5001,
  title: 'Data Analyst',
  description: 'Plain text',
  created: '2026-01-02T10:00:00Z',
  redirect_url: 'https://www.adzuna.com/details/5001',
  company: { display_name: 'Numbers Ltd' },
  location: { display_name: 'London', area: ['UK', 'London'] },
  ...extra,
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

describe('Adzuna normalise', () => {
  const job = (extra: Record<string, unknown> = {}) => {
    const result = adzunaClient().normalise(item(extra))
    if (!('job' in result)) throw new Error(`skipped: ${result.skip}`)
    return result.job
  }

  it('maps the posting with the id as text', () => {
    expect(job()).toMatchObject({ externalId: '5001', title: 'Data Analyst', applyUrl: 'https://www.adzuna.com/details/5001', postedAt: '2026-01-02T10:00:00.000Z' })
  })

  it('places a posting without a location in the endpoint country', () => {
    vi.stubEnv('ADZUNA_COUNTRY', 'us')
    expect(job({ location: null })).toMatchObject({ locationSlug: 'united-states' })
    vi.stubEnv('ADZUNA_COUNTRY', 'de')
    expect(job({ location: null })).toMatchObject({ locationText: 'Germany', locationSlug: 'germany' })
    vi.stubEnv('ADZUNA_COUNTRY', 'gb')
    expect(job()).toMatchObject({ locationText: 'London, UK, United Kingdom', locationSlug: 'united-kingdom' })
  })

  it('converts salaries from the endpoint country currency', () => {
    vi.stubEnv('ADZUNA_COUNTRY', 'us')
    const dollars = job({ salary_min: 50000, salary_max: 60000 })
    vi.stubEnv('ADZUNA_COUNTRY', 'gb')
    const pounds = job({ salary_min: 50000, salary_max: 60000 })
    expect(dollars).toMatchObject({ salaryMin: 50000, salaryMax: 60000 })
    expect(pounds.salaryMin).not.toBe(dollars.salaryMin)
  })

  it('skips an item with no valid date', () => {
    expect(adzunaClient().normalise(item({ created: 'yesterday' }))).toEqual({ skip: 'no valid date', externalId: '5001' })
  })
})

describe('Adzuna fetchJobs', () => {
  it('needs ADZUNA_APP_ID and ADZUNA_API_KEY', async () => {
    vi.stubEnv('ADZUNA_APP_ID', 'id')
    vi.stubEnv('ADZUNA_API_KEY', '')
    await expect(adzunaClient().fetchJobs()).rejects.toThrow('ADZUNA_APP_ID and ADZUNA_API_KEY must be set')
  })

  it('reads pages until one is short, and refuses an answer without results', async () => {
    vi.stubEnv('ADZUNA_APP_ID', 'id')
    vi.stubEnv('ADZUNA_API_KEY', 'key')
    vi.stubEnv('ADZUNA_PAGES', '5')
    const full = Array.from({ length: 50 }, (_, i) => item({ id: i }))
    const fetchMock = vi.fn(async (url: string) => Response.json({ results: url.includes('/search/1?') ? full : [item()] }))
    vi.stubGlobal('fetch', fetchMock)
    expect(await adzunaClient().fetchJobs()).toHaveLength(51)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(fetchMock.mock.calls[0]![0]).toContain('app_id=id&app_key=key&results_per_page=50')
    vi.stubGlobal('fetch', async () => Response.json({ exception: 'AUTH_FAIL' }))
    await expect(adzunaClient().fetchJobs()).rejects.toThrow('Adzuna answer has no results array')
  })
})
