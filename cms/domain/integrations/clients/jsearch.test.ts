import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsearchClient } from './jsearch'

const item = (extra: Record<string, unknown> = {}) => ({
  job_id: 'js-1',
  employer_name: 'Acme',
  employer_logo: 'https://cdn.example.com/acme.png',
  employer_website: 'https://www.acme.com/about',
  job_title: 'Backend Developer',
  job_apply_link: 'https://acme.com/jobs/1',
  job_description: 'Line one',
  job_is_remote: true,
  job_posted_at_datetime_utc: '2026-01-02T10:00:00.000Z',
  job_city: 'Austin',
  job_state: 'TX',
  job_country: 'US',
  ...extra,
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

describe('JSearch normalise', () => {
  const client = jsearchClient()
  const job = (extra: Record<string, unknown> = {}) => {
    const result = client.normalise(item(extra))
    if (!('job' in result)) throw new Error(`skipped: ${result.skip}`)
    return result.job
  }

  it('maps the posting and its employer', () => {
    expect(job()).toMatchObject({ externalId: 'js-1', title: 'Backend Developer', applyUrl: 'https://acme.com/jobs/1', postedAt: '2026-01-02T10:00:00.000Z' })
    expect(job().company.logo).toBe('https://cdn.example.com/acme.png')
  })

  it('writes the location line from city, state and country, and leaves a remote posting that names no place unplaced', () => {
    expect(job({ job_country: null, job_city: null, job_state: null })).toMatchObject({ locationText: 'Remote', locationSlug: null })
    expect(job()).toMatchObject({ locationText: 'Remote - Austin, TX, United States of America', locationSlug: 'united-states' })
    expect(job({ job_is_remote: false, job_city: null, job_state: null })).toMatchObject({ locationSlug: 'united-states' })
    expect(job({ job_is_remote: false, job_country: 'DE', job_city: 'Berlin', job_state: null })).toMatchObject({ locationSlug: 'germany' })
  })

  it('falls back to the timestamp for the date, and skips an item with neither', () => {
    expect(job({ job_posted_at_datetime_utc: null, job_posted_at_timestamp: 1767348000 }).postedAt).toBe(new Date(1767348000 * 1000).toISOString())
    expect(client.normalise(item({ job_posted_at_datetime_utc: null }))).toEqual({ skip: 'no valid date', externalId: 'js-1' })
  })

  it('drops a logo that is not an http(s) address', () => {
    expect(job({ employer_logo: '/relative.png' }).company.logo).toBeNull()
  })
})

describe('JSearch fetchJobs', () => {
  it('needs RAPIDAPI_KEY', async () => {
    vi.stubEnv('RAPIDAPI_KEY', '')
    await expect(jsearchClient().fetchJobs()).rejects.toThrow('RAPIDAPI_KEY is not set')
  })

  it('sends the key, gives the data list, and refuses a status other than OK', async () => {
    vi.stubEnv('RAPIDAPI_KEY', 'k')
    const fetchMock = vi.fn(async () => Response.json({ status: 'OK', data: [item()] }))
    vi.stubGlobal('fetch', fetchMock)
    expect(await jsearchClient().fetchJobs()).toEqual([item()])
    expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers).toMatchObject({ 'X-RapidAPI-Key': 'k' })
    vi.stubGlobal('fetch', async () => Response.json({ status: 'ERROR', data: [] }))
    await expect(jsearchClient().fetchJobs()).rejects.toThrow('JSearch status ERROR')
    vi.stubGlobal('fetch', async () => Response.json({ message: 'quota' }))
    await expect(jsearchClient().fetchJobs()).rejects.toThrow('JSearch answer has no data array')
  })
})
