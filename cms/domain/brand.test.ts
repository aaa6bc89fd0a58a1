import { afterEach, describe, expect, it, vi } from 'vitest'
import { Failure } from '@cms/domain/failure'
import { getBrand, normaliseDomain } from './brand'

afterEach(() => vi.unstubAllEnvs())

const answering = (body: unknown, status = 200) => vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => Response.json(body, { status }))
const kindOf = (error: unknown) => (error instanceof Failure ? error.kind : error)

describe('normaliseDomain', () => {
  it('strips the scheme, www, the path and the case', () => {
    expect(normaliseDomain(' https://www.Example.com/jobs?x=1 ')).toBe('example.com')
  })

  it('refuses what is not a domain name with a 400', () => {
    for (const bad of ['', 'exa mple.com', '-bad.com', 'a'.repeat(254)]) expect(() => normaliseDomain(bad), bad).toThrow('Invalid domain.')
  })
})

describe('getBrand', () => {
  it('is a 404 without a Brandfetch key, and asks nothing', async () => {
    vi.stubEnv('BRANDFETCH_API_KEY', '')
    const fetchImpl = answering({})
    expect(kindOf(await getBrand('nokey.example', fetchImpl).catch((e: unknown) => e))).toBe('not-found')
    expect(fetchImpl).not.toHaveBeenCalled()
  })

  it('prefers the SVG logo, falls back to the icon or symbol, takes the brand colour, and asks once per hour', async () => {
    vi.stubEnv('BRANDFETCH_API_KEY', 'key')
    vi.stubEnv('BRANDFETCH_BASE_URL', 'http://127.0.0.1:4011/brandfetch/')
    const fetchImpl = answering({
      name: 'Acme',
      logos: [
        { type: 'logo', formats: [{ format: 'png', src: 'acme.png' }, { format: 'svg', src: 'acme.svg' }] },
        { type: 'symbol', formats: [{ format: 'png', src: 'symbol.png' }] },
      ],
      colors: [{ hex: '#111111', type: 'dark' }, { hex: '#ff0000', type: 'brand' }],
    })
    const brand = await getBrand('acme-unit.example', fetchImpl)
    expect(brand).toEqual({ logo: 'acme.svg', icon: 'symbol.png', name: 'Acme', primaryColor: '#ff0000' })
    expect(String(fetchImpl.mock.calls[0]![0])).toBe('http://127.0.0.1:4011/brandfetch/v2/brands/acme-unit.example')
    expect((fetchImpl.mock.calls[0]![1]!.headers as Record<string, string>).Authorization).toBe('Bearer key')
    await getBrand('https://www.acme-unit.example', fetchImpl)
    expect(fetchImpl).toHaveBeenCalledTimes(1)

    const iconOnly = await getBrand('icon-unit.example', answering({ logos: [{ type: 'icon', formats: [{ format: 'jpeg', src: 'icon.jpg' }] }] }))
    expect(iconOnly).toEqual({ logo: 'icon.jpg', icon: 'icon.jpg', name: null, primaryColor: null })
  })

  it('is a 404 when Brandfetch has no logo, fails, or is unreachable (and remembers the miss)', async () => {
    vi.stubEnv('BRANDFETCH_API_KEY', 'key')
    expect(kindOf(await getBrand('nologo-unit.example', answering({ name: 'No Logo', logos: [] })).catch((e: unknown) => e))).toBe('not-found')
    expect(kindOf(await getBrand('down-unit.example', answering({}, 500)).catch((e: unknown) => e))).toBe('not-found')
    const unreachable = vi.fn(async () => {
      throw new TypeError('fetch failed')
    })
    expect(kindOf(await getBrand('offline-unit.example', unreachable).catch((e: unknown) => e))).toBe('not-found')
    expect(kindOf(await getBrand('offline-unit.example', unreachable).catch((e: unknown) => e))).toBe('not-found')
    expect(unreachable).toHaveBeenCalledTimes(1)
  })
})
