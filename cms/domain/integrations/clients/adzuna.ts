import { annualUsd } from '@cms/contract/salary'
import { z } from 'zod'
import { fetchJson, ProviderError } from '@cms/lib/providerFetch'
import { inferCategory, inferExperience, inferType, normaliseCompanyName, resolveLocation, toIsoDate, type NormaliseResult } from '../normalise'
import { baseUrl } from '../providers'
import { countryName, externalIdOf, parseItem, probe, type JobProviderClient } from './types'
import { settings } from '@cms/lib/settings'

/** Adzuna (GET /v1/api/jobs/{country}/search/{page}): { count, results: [...] }. Needs ADZUNA_APP_ID and ADZUNA_API_KEY. */
export const adzunaItemSchema = z.object({
  id: z.union([z.string().min(1), z.number()]),
  title: z.string().trim().min(1),
  description: z.string().optional().nullable(),
  created: z.string(),
  redirect_url: z.string().url(),
  salary_min: z.number().optional().nullable(),
  salary_max: z.number().optional().nullable(),
  contract_time: z.string().optional().nullable(),
  contract_type: z.string().optional().nullable(),
  company: z.object({ display_name: z.string().trim().min(1) }),
  location: z.object({ display_name: z.string().optional().nullable(), area: z.array(z.string()).optional().nullable() }).partial().optional().nullable(),
  category: z.object({ tag: z.string().optional().nullable(), label: z.string().optional().nullable() }).partial().optional().nullable(),
})
const envelopeSchema = z.object({ results: z.array(z.unknown()) })

/** The currency Adzuna quotes salaries in, by the country endpoint. */
export const ADZUNA_CURRENCY: Record<string, string> = {
  us: 'USD', gb: 'GBP', ca: 'CAD', au: 'AUD', nz: 'NZD', de: 'EUR', fr: 'EUR', nl: 'EUR', es: 'EUR', it: 'EUR', at: 'EUR', be: 'EUR',
  in: 'INR', br: 'BRL', pl: 'PLN', za: 'ZAR', sg: 'SGD', mx: 'MXN', ch: 'CHF',
}

const creds = () => ({ id: settings().ADZUNA_APP_ID, key: settings().ADZUNA_API_KEY })

export function adzunaClient(): JobProviderClient<unknown> {
  const country = () => settings().ADZUNA_COUNTRY.toLowerCase()
  const url = (page: number, perPage: number) => {
    const { id, key } = creds()
    const what = encodeURIComponent(settings().ADZUNA_QUERY)
    return `${baseUrl('adzuna')}/v1/api/jobs/${country()}/search/${page}?app_id=${encodeURIComponent(id)}&app_key=${encodeURIComponent(key)}&results_per_page=${perPage}&what=${what}&content-type=application/json`
  }
  return {
    id: 'adzuna',
    async fetchJobs() {
      const { id, key } = creds()
      if (!id || !key) throw new ProviderError(null, 'ADZUNA_APP_ID and ADZUNA_API_KEY must be set')
      const pages = settings().ADZUNA_PAGES
      const all: unknown[] = []
      for (let page = 1; page <= pages; page++) {
        const body = envelopeSchema.safeParse(await fetchJson(url(page, 50)))
        if (!body.success) throw new ProviderError(200, 'Adzuna answer has no results array')
        all.push(...body.data.results)
        if (body.data.results.length < 50) break
      }
      return all
    },
    rawId: (raw) => externalIdOf(raw, 'id'),
    normalise(raw): NormaliseResult {
      const parsed = parseItem(adzunaItemSchema, raw, 'id')
      if ('skip' in parsed) return parsed
      const item = parsed.item
      const externalId = String(item.id)
      const postedAt = toIsoDate(item.created)
      if (!postedAt) return { skip: 'no valid date', externalId }
      const area = item.location?.area ?? []
      // Each endpoint lists one country's jobs: its name closes the line ("London, UK, United Kingdom").
      const where = [...new Set([item.location?.display_name, ...area, countryName(country())].filter(Boolean))].join(', ')
      return {
        job: {
          externalId,
          title: item.title.trim(),
          description: item.description ?? '',
          descriptionFormat: 'text',
          postedAt,
          type: inferType(item.contract_time, item.contract_type, item.title),
          experienceLevel: inferExperience(item.title),
          ...annualUsd(item.salary_min, item.salary_max, ADZUNA_CURRENCY[country()] ?? 'USD', 'year'),
          ...resolveLocation(where),
          categorySlug: inferCategory(item.title, [item.category?.label ?? '']),
          skills: [],
          applyUrl: item.redirect_url,
          company: { name: normaliseCompanyName(item.company.display_name), website: null, logo: null },
        },
      }
    },
    checkStatus: async () =>
      creds().id && creds().key
        ? probe(() => fetchJson(url(1, 1), { retries: 0, timeoutMs: 8000 }), (body) => envelopeSchema.safeParse(body).success)
        : 'unavailable',
  }
}
