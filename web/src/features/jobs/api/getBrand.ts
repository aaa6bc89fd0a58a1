import type { BrandResponse } from '@cms/contract/jobs'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { siteFeatures } from '@web/lib/siteFeatures'
import { apiCall, apiQueryKey } from '@web/lib/api/client'

const HOUR_MS = 60 * 60 * 1000

export const brandKeys = { brand: (domain: string) => apiQueryKey('getBrandDomain', { params: { domain } }) }

/** 'https://www.acme.example/jobs' -> 'acme.example'; null when there is no usable host. */
export function domainOf(website: string | null | undefined): string | null {
  if (!website) return null
  try {
    return new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`).hostname.replace(/^www\./, '') || null
  } catch {
    return null
  }
}

/** GET /api/brand/{domain}; on failure or no logo, retried with only the first label of the domain. */
export async function getBrand(domain: string): Promise<BrandResponse | null> {
  try {
    const brand = await apiCall('getBrandDomain', { params: { domain } })
    if (brand?.logo || brand?.icon) return brand
  } catch {
    // fall through to the first label
  }
  const first = domain.split('.')[0]
  if (!first || first === domain) return null
  try {
    return await apiCall('getBrandDomain', { params: { domain: first } })
  } catch {
    return null
  }
}

/** Cached for an hour with one retry. */
export const brandQueryOptions = (domain: string) =>
  queryOptions({ queryKey: brandKeys.brand(domain), queryFn: () => getBrand(domain), staleTime: HOUR_MS, gcTime: HOUR_MS, retry: 1 })

/** Asked only when the server has a brand service configured; otherwise the page shows the company's initials. */
export const useBrand = (domain: string | null) =>
  useQuery({ ...brandQueryOptions(domain ?? ''), enabled: Boolean(domain) && siteFeatures().brandLogos })
