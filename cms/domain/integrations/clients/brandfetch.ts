import { z } from 'zod'
import { fetchJson } from '@cms/lib/providerFetch'
import { baseUrl } from '../providers'
import { probe, type ProviderStatus } from './types'
import { settings } from '@cms/lib/settings'

/** Brandfetch Brand API (GET /v2/brands/{domain}, Bearer BRANDFETCH_API_KEY): company logos. */
const brandSchema = z.object({
  name: z.string().nullable().optional(),
  domain: z.string().optional(),
  logos: z
    .array(z.object({ type: z.string().optional(), formats: z.array(z.object({ src: z.string(), format: z.string().optional() })).optional() }))
    .optional(),
  colors: z.array(z.object({ hex: z.string(), type: z.string().optional() })).optional(),
})

const key = () => settings().BRANDFETCH_API_KEY

export interface Brand {
  name: string | null
  logo: string | null
  icon: string | null
  primaryColor: string | null
}

export function brandfetchClient() {
  const get = (domain: string, retries?: number) =>
    fetchJson(`${baseUrl('brandfetch')}/v2/brands/${encodeURIComponent(domain)}`, { headers: { Authorization: `Bearer ${key()}` }, retries, timeoutMs: 8000 })
  return {
    id: 'brandfetch' as const,
    async brand(domain: string): Promise<Brand | null> {
      if (!key()) return null
      const parsed = brandSchema.safeParse(await get(domain))
      if (!parsed.success) return null
      const pick = (type: string) => parsed.data.logos?.find((l) => l.type === type)?.formats?.[0]?.src ?? null
      return {
        name: parsed.data.name ?? null,
        logo: pick('logo'),
        icon: pick('icon') ?? pick('symbol'),
        primaryColor: parsed.data.colors?.find((c) => c.type === 'brand' || c.type === 'accent')?.hex ?? parsed.data.colors?.[0]?.hex ?? null,
      }
    },
    checkStatus: async (): Promise<ProviderStatus> =>
      key() ? probe(() => get('brandfetch.com', 0), (body) => brandSchema.safeParse(body).success) : 'unavailable',
  }
}
