import { afterEach, describe, expect, it, vi } from 'vitest'
import { remoteOkClient } from './remoteok'

const item = (extra: Record<string, unknown> = {}) => ({
  id: '123',
  date: '2026-01-02T10:00:00Z',
  company: 'Acme',
  position: 'Senior Rust Engineer',
  tags: ['rust', 'backend', 7],
  description: '<p>Build things</p>',
  location: 'Worldwide',
  url: 'https://remoteok.com/remote-jobs/123-rust',
  company_logo: 'https://cdn.example.com/acme.png',
  ...extra,
})

afterEach(() => vi.unstubAllGlobals())

describe('Remote OK normalise', () => {
  const client = remoteOkClient()

  it('keeps the Remote OK link as the apply link and credits Remote OK at the end of the description', () => {
    const result = client.normalise(item())
    if (!('job' in result)) throw new Error(`skipped: ${result.skip}`)
    expect(result.job).toMatchObject({ externalId: '123', title: 'Senior Rust Engineer', applyUrl: 'https://remoteok.com/remote-jobs/123-rust', postedAt: '2026-01-02T10:00:00.000Z' })
    expect(result.job.description).toMatch(/<p>Originally posted on <a href="https:\/\/remoteok.com\/remote-jobs\/123-rust">Remote OK<\/a>.<\/p>$/)
    expect(result.job.company.logo).toBe('https://cdn.example.com/acme.png')
  })

  it('builds the posting link from the id when the item has no http(s) link', () => {
    const result = client.normalise(item({ url: 'javascript:alert(1)' }))
    expect('job' in result && result.job.applyUrl).toBe('https://remoteok.com/remote-jobs/123')
  })

  it('falls back to the epoch for the date, and skips an item with neither', () => {
    const fromEpoch = client.normalise(item({ date: undefined, epoch: 1767348000 }))
    expect('job' in fromEpoch && fromEpoch.job.postedAt).toBe(new Date(1767348000 * 1000).toISOString())
    expect(client.normalise(item({ date: 'not a date' }))).toEqual({ skip: 'no valid date', externalId: '123' })
  })

  it('drops a logo that is not an http(s) address, and uses the other logo field', () => {
    const noLogo = client.normalise(item({ company_logo: 'data:image/png;base64,xx' }))
    expect('job' in noLogo && noLogo.job.company.logo).toBeNull()
    const other = client.normalise(item({ company_logo: '', logo: 'https://cdn.example.com/other.png' }))
    expect('job' in other && other.job.company.logo).toBe('https://cdn.example.com/other.png')
  })

  it('skips an item without a position, naming the field', () => {
    expect(client.normalise(item({ position: '' }))).toMatchObject({ skip: expect.stringMatching(/^position: /), externalId: '123' })
  })
})

describe('Remote OK fetchJobs', () => {
  it('drops the legal notice that heads the list', async () => {
    vi.stubGlobal('fetch', async () => Response.json([{ legal: 'Terms', last_updated: 1 }, item(), item({ id: '124' })]))
    expect((await remoteOkClient().fetchJobs()).map((raw) => (raw as { id: string }).id)).toEqual(['123', '124'])
  })

  it('refuses an answer that is not a list', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ error: 'rate limited' }))
    await expect(remoteOkClient().fetchJobs()).rejects.toThrow('Remote OK answered something other than a JSON array')
  })
})
