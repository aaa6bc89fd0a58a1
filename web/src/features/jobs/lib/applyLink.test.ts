import { describe, expect, it } from 'vitest'
import { applyLinkFor, type ApplyLinkInput } from './applyLink'

const base: ApplyLinkInput = { title: 'React Developer', applyUrl: null, source: 'internal', externalId: 'x-1', company: { name: 'Acme', website: null } }

describe('applyLinkFor', () => {
  it('uses applyUrl first, labelled by the source', () => {
    expect(applyLinkFor({ ...base, applyUrl: 'https://a.example/apply', source: 'remoteok' })).toEqual({ url: 'https://a.example/apply', label: 'Apply on Remote OK' })
  })
  it('builds remoteok and web3career links from the external id', () => {
    expect(applyLinkFor({ ...base, source: 'remoteok', externalId: 'remoteok-123' }).url).toBe('https://remoteok.com/remote-jobs/123')
    expect(applyLinkFor({ ...base, source: 'web3career', externalId: '987' })).toEqual({ url: 'https://web3.career/987', label: 'Apply on web3.career' })
  })
  it('falls back to the company website, labelled Company Website for internal jobs', () => {
    expect(applyLinkFor({ ...base, company: { name: 'Acme', website: 'https://acme.example' } })).toEqual({ url: 'https://acme.example', label: 'Apply on Company Website' })
  })
  it('ends with a web search for title and company', () => {
    expect(applyLinkFor(base)).toEqual({ url: 'https://www.google.com/search?q=React%20Developer%20Acme', label: 'Search for This Job' })
  })
})
