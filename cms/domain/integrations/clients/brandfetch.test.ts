import { afterEach, describe, expect, it, vi } from 'vitest'
import { brandfetchClient } from './brandfetch'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

const answer = (body: unknown) => {
  const fetchMock = vi.fn(async () => Response.json(body))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

describe('brandfetch brand', () => {
  it('is null without BRANDFETCH_API_KEY, without asking', async () => {
    vi.stubEnv('BRANDFETCH_API_KEY', '')
    const fetchMock = answer({})
    expect(await brandfetchClient().brand('acme.com')).toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('picks the logo, the icon, and the brand colour, sending the key', async () => {
    vi.stubEnv('BRANDFETCH_API_KEY', 'k')
    const fetchMock = answer({
      name: 'Acme',
      logos: [
        { type: 'icon', formats: [{ src: 'https://cdn/icon.svg' }] },
        { type: 'logo', formats: [{ src: 'https://cdn/logo.svg' }, { src: 'https://cdn/logo.png' }] },
      ],
      colors: [{ hex: '#111111', type: 'dark' }, { hex: '#ff0000', type: 'brand' }],
    })
    expect(await brandfetchClient().brand('acme.com')).toEqual({ name: 'Acme', logo: 'https://cdn/logo.svg', icon: 'https://cdn/icon.svg', primaryColor: '#ff0000' })
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toMatch(/\/v2\/brands\/acme\.com$/)
    expect(init.headers).toMatchObject({ Authorization: 'Bearer k' })
  })

  it('falls back to the symbol for the icon, the accent or first colour, and null for what is missing', async () => {
    vi.stubEnv('BRANDFETCH_API_KEY', 'k')
    answer({ logos: [{ type: 'symbol', formats: [{ src: 'https://cdn/symbol.svg' }] }], colors: [{ hex: '#222222', type: 'dark' }, { hex: '#00ff00', type: 'accent' }] })
    expect(await brandfetchClient().brand('acme.com')).toEqual({ name: null, logo: null, icon: 'https://cdn/symbol.svg', primaryColor: '#00ff00' })
    answer({ colors: [{ hex: '#333333' }] })
    expect(await brandfetchClient().brand('acme.com')).toEqual({ name: null, logo: null, icon: null, primaryColor: '#333333' })
  })

  it('is null for an answer of another shape', async () => {
    vi.stubEnv('BRANDFETCH_API_KEY', 'k')
    answer({ logos: 'none' })
    expect(await brandfetchClient().brand('acme.com')).toBeNull()
  })
})
