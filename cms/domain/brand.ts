import type { BrandResponse } from '../contract/jobs'
import { Failure } from './failure'
import { settings } from '@cms/lib/settings'
import { baseUrl } from './integrations/providers'

const TTL_MS = 60 * 60 * 1000
const cache = new Map<string, { brand: BrandResponse | null; expires: number }>()
const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/

interface BrandfetchAsset {
  type?: string
  formats?: { src?: string; format?: string }[]
}
interface BrandfetchBrand {
  name?: string | null
  logos?: BrandfetchAsset[]
  colors?: { hex?: string; type?: string }[]
}

function pick(assets: BrandfetchAsset[] | undefined, type: string): string | null {
  const asset = assets?.find((a) => a.type === type)
  const formats = asset?.formats ?? []
  return (formats.find((f) => f.format === 'svg') ?? formats.find((f) => f.format === 'png') ?? formats[0])?.src ?? null
}

/** Normalises "https://www.Example.com/jobs" to "example.com"; a 400 when it is not a domain name. */
export function normaliseDomain(input: string): string {
  const domain = input.trim().toLowerCase().replace(/^https?:\/\//, '').replace(/\/.*$/, '').replace(/^www\./, '')
  if (!DOMAIN.test(domain)) throw new Failure('invalid', 'Invalid domain.')
  return domain
}

/**
 * Brand data from Brandfetch when BRANDFETCH_API_KEY is set, cached for an hour per domain (misses too).
 * Without a key, or when Brandfetch has no logo, a JSON 404 so the client shows its text logo.
 */
export async function getBrand(rawDomain: string, fetchImpl: typeof fetch = fetch): Promise<BrandResponse> {
  const domain = normaliseDomain(rawDomain)
  const apiKey = settings().BRANDFETCH_API_KEY
  if (!apiKey) throw new Failure('not-found', 'Brand lookup is not configured.')
  const hit = cache.get(domain)
  let brand: BrandResponse | null
  if (hit && hit.expires > Date.now()) {
    brand = hit.brand
  } else {
    brand = null
    try {
      const response = await fetchImpl(`${baseUrl('brandfetch')}/v2/brands/${encodeURIComponent(domain)}`, {
        headers: { Authorization: `Bearer ${apiKey}` },
        signal: AbortSignal.timeout(4000),
      })
      if (response.ok) {
        const data = (await response.json()) as BrandfetchBrand
        const logo = pick(data.logos, 'logo')
        const icon = pick(data.logos, 'icon') ?? pick(data.logos, 'symbol')
        const primaryColor = (data.colors?.find((c) => c.type === 'brand') ?? data.colors?.[0])?.hex ?? null
        if (logo || icon) brand = { logo: logo ?? icon, icon, name: data.name ?? null, primaryColor }
      }
    } catch {
      brand = null
    }
    cache.set(domain, { brand, expires: Date.now() + TTL_MS })
  }
  if (!brand) throw new Failure('not-found', `No brand found for ${domain}.`)
  return brand
}
