import { annualUsd } from '@cms/contract/salary'
import { z } from 'zod'
import { fetchJson, ProviderError } from '@cms/lib/providerFetch'
import { inferCategory, inferExperience, inferType, normaliseCompanyName, normaliseSkills, resolveLocation, toIsoDate, type NormaliseResult } from '../normalise'
import { baseUrl } from '../providers'
import { externalIdOf, parseItem, probe, type JobProviderClient } from './types'

/**
 * Remote OK's public API (GET https://remoteok.com/api): a JSON array whose first element is a legal
 * notice ({ legal, last_updated }), followed by the postings. Its terms ask for attribution and a
 * followed (no rel=nofollow) link back to the posting on Remote OK: applyUrl is the Remote OK URL and
 * the description ends with an "Originally posted on Remote OK" link.
 */
export const remoteOkItemSchema = z.object({
  id: z.union([z.string().min(1), z.number()]),
  slug: z.string().optional(),
  epoch: z.number().optional(),
  date: z.string().optional(),
  company: z.string().trim().min(1),
  company_logo: z.string().optional().nullable(),
  logo: z.string().optional().nullable(),
  position: z.string().trim().min(1),
  tags: z.array(z.unknown()).optional().nullable(),
  description: z.string().optional().nullable(),
  location: z.string().optional().nullable(),
  salary_min: z.union([z.number(), z.string()]).optional().nullable(),
  salary_max: z.union([z.number(), z.string()]).optional().nullable(),
  apply_url: z.string().optional().nullable(),
  url: z.string().optional().nullable(),
})
export type RemoteOkItem = z.infer<typeof remoteOkItemSchema>

const isLegalNotice = (item: unknown) => !!item && typeof item === 'object' && 'legal' in item && !('position' in item)

export function remoteOkClient(): JobProviderClient<unknown> {
  const base = () => baseUrl('remoteok')
  return {
    id: 'remoteok',
    async fetchJobs() {
      const body = await fetchJson(`${base()}/api`)
      if (!Array.isArray(body)) throw new ProviderError(200, 'Remote OK answered something other than a JSON array')
      return body.filter((item) => !isLegalNotice(item))
    },
    rawId: (raw) => externalIdOf(raw, 'id'),
    normalise(raw): NormaliseResult {
      const parsed = parseItem(remoteOkItemSchema, raw, 'id')
      if ('skip' in parsed) return parsed
      const item = parsed.item
      const externalId = String(item.id)
      const postedAt = toIsoDate(item.date) ?? toIsoDate(item.epoch)
      if (!postedAt) return { skip: 'no valid date', externalId }
      const url = item.url && /^https?:\/\//.test(item.url) ? item.url : `https://remoteok.com/remote-jobs/${encodeURIComponent(externalId)}`
      const tags = (item.tags ?? []).filter((t): t is string => typeof t === 'string')
      const location = resolveLocation(item.location)
      // Cleaned with the rest when written; links back to Remote OK stay followed, as its terms ask.
      const description = `${item.description ?? ''}<p>Originally posted on <a href="${url.replace(/"/g, '&quot;')}">Remote OK</a>.</p>`
      const logo = item.company_logo || item.logo || null
      return {
        job: {
          externalId,
          title: item.position.trim(),
          description,
          descriptionFormat: 'html',
          postedAt,
          type: inferType(item.position, tags.join(' ')),
          experienceLevel: inferExperience(item.position),
          ...annualUsd(item.salary_min, item.salary_max, 'USD', 'year'),
          ...location,
          categorySlug: inferCategory(item.position, tags),
          skills: normaliseSkills(tags),
          applyUrl: url,
          company: { name: normaliseCompanyName(item.company), website: null, logo: logo && /^https?:\/\//.test(logo) ? logo : null },
        },
      }
    },
    checkStatus: () => probe(() => fetchJson(`${base()}/api`, { retries: 0, timeoutMs: 8000 }), Array.isArray),
  }
}
