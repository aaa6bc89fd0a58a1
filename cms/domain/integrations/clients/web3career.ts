import { annualUsd } from '@cms/contract/salary'
import { z } from 'zod'
import { fetchJson, ProviderError } from '@cms/lib/providerFetch'
import { inferExperience, inferType, normaliseCompanyName, normaliseSkills, resolveLocation, toIsoDate, type NormaliseResult } from '../normalise'
import { baseUrl } from '../providers'
import { externalIdOf, parseItem, probe, type JobProviderClient } from './types'
import { settings } from '@cms/lib/settings'

/**
 * web3.career's API (GET https://web3.career/api/v1?token=...): a JSON array holding notices as strings
 * and the postings as a nested array (in practice at index 2). Needs WEB3CAREER_API_TOKEN.
 */
export const web3CareerItemSchema = z.object({
  id: z.union([z.number(), z.string().min(1)]),
  title: z.string().trim().min(1),
  date: z.string().optional().nullable(),
  date_epoch: z.number().optional().nullable(),
  country: z.string().optional().nullable(),
  city: z.string().optional().nullable(),
  company: z.string().trim().min(1),
  location: z.string().optional().nullable(),
  apply_url: z.string().url(),
  tags: z.array(z.unknown()).optional().nullable(),
  description: z.string().optional().nullable(),
  salary_min_value: z.union([z.number(), z.string()]).optional().nullable(),
  salary_max_value: z.union([z.number(), z.string()]).optional().nullable(),
  salary_currency: z.string().optional().nullable(),
})

const token = () => settings().WEB3CAREER_API_TOKEN

export function web3CareerClient(): JobProviderClient<unknown> {
  const url = (limit: number) => `${baseUrl('web3career')}/api/v1?token=${encodeURIComponent(token())}&remote=true&limit=${limit}`
  return {
    id: 'web3career',
    async fetchJobs() {
      if (!token()) throw new ProviderError(null, 'WEB3CAREER_API_TOKEN is not set')
      const body = await fetchJson(url(settings().WEB3CAREER_LIMIT))
      if (!Array.isArray(body)) throw new ProviderError(200, 'web3.career answered something other than a JSON array')
      const nested = body.find((el) => Array.isArray(el))
      if (!nested) throw new ProviderError(200, 'web3.career answer holds no job list')
      return nested as unknown[]
    },
    rawId: (raw) => externalIdOf(raw, 'id'),
    normalise(raw): NormaliseResult {
      const parsed = parseItem(web3CareerItemSchema, raw, 'id')
      if ('skip' in parsed) return parsed
      const item = parsed.item
      const externalId = String(item.id)
      const postedAt = toIsoDate(item.date_epoch) ?? toIsoDate(item.date)
      if (!postedAt) return { skip: 'no valid date', externalId }
      const tags = (item.tags ?? []).filter((t): t is string => typeof t === 'string')
      const where = [...new Set([item.location, item.city, item.country].map((part) => part?.trim()).filter(Boolean))].join(', ')
      return {
        job: {
          externalId,
          title: item.title.trim(),
          description: item.description ?? '',
          descriptionFormat: 'html',
          postedAt,
          type: inferType(item.title, tags.join(' ')),
          experienceLevel: inferExperience(item.title),
          ...annualUsd(item.salary_min_value, item.salary_max_value, item.salary_currency || 'USD', 'year'),
          ...resolveLocation(where),
          categorySlug: 'web3',
          skills: normaliseSkills(tags),
          applyUrl: item.apply_url,
          company: { name: normaliseCompanyName(item.company), website: null, logo: null },
        },
      }
    },
    checkStatus: async () => (token() ? probe(() => fetchJson(url(1), { retries: 0, timeoutMs: 8000 }), Array.isArray) : 'unavailable'),
  }
}
