import { afterEach, describe, expect, it, vi } from 'vitest'
import { PROVIDER_IDS } from '@cms/contract/providers'
import { baseUrl, hasApiKey, PROVIDERS } from './providers'

afterEach(() => vi.unstubAllEnvs())

describe('PROVIDERS', () => {
  it('describes every provider of the contract under its own id', () => {
    expect(Object.keys(PROVIDERS).sort()).toEqual([...PROVIDER_IDS].sort())
    for (const id of PROVIDER_IDS) expect(PROVIDERS[id].id).toBe(id)
  })
})

describe('hasApiKey', () => {
  it('is true for Remote OK, which needs no key', () => {
    expect(hasApiKey('remoteok')).toBe(true)
  })

  it('needs every key of a provider', () => {
    vi.stubEnv('ADZUNA_APP_ID', 'id')
    vi.stubEnv('ADZUNA_API_KEY', '')
    expect(hasApiKey('adzuna')).toBe(false)
    vi.stubEnv('ADZUNA_API_KEY', 'key')
    expect(hasApiKey('adzuna')).toBe(true)
  })
})

describe('baseUrl', () => {
  it('is the public address by default', () => {
    vi.stubEnv('REMOTEOK_BASE_URL', '')
    expect(baseUrl('remoteok')).toBe('https://remoteok.com')
  })

  it('takes the override without its trailing slash', () => {
    vi.stubEnv('JSEARCH_BASE_URL', 'http://127.0.0.1:4010/jsearch/')
    expect(baseUrl('jsearch')).toBe('http://127.0.0.1:4010/jsearch')
  })
})
