import { z } from 'zod'
import { ProviderError } from '@cms/lib/providerFetch'
import { baseUrl } from '@cms/domain/integrations/providers'
import { toIsoDate } from '@cms/domain/integrations/normalise'
import { parseItem } from '../types'
import { boardExternalId, boardJob, lineSaysRemote, whereLine, type AtsBoardClient } from './board'

/**
 * Workable's public widget API (https://help.workable.com/hc/en-us/articles/115012771647), keyless:
 * `GET /api/v1/widget/accounts/{subdomain}?details=true` answers `{ name, description, jobs: [...] }`, each job
 * with `telecommuting`, `locations [{ country, countryCode, city, region, hidden }]`, `shortcode`, `url`,
 * `application_url`, `published_on`, `employment_type`, `description` (HTML).
 */
const workableJobSchema = z.object({
  title: z.string().trim().min(1),
  shortcode: z.string().min(1),
  employment_type: z.string().nullable().optional(),
  telecommuting: z.boolean().nullable().optional(),
  department: z.string().nullable().optional(),
  url: z.string().nullable().optional(),
  application_url: z.string().nullable().optional(),
  published_on: z.string().nullable().optional(),
  created_at: z.string().nullable().optional(),
  country: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  locations: z
    .array(z.object({ country: z.string().nullable().optional(), countryCode: z.string().nullable().optional(), city: z.string().nullable().optional(), hidden: z.boolean().nullable().optional() }))
    .nullable()
    .optional(),
  description: z.string().nullable().optional(),
})

const envelope = z.object({ name: z.string().nullable().optional(), jobs: z.array(z.unknown()) })

export function workableBoard(token: string): AtsBoardClient {
  return {
    ats: 'workable',
    token,
    postingsUrl: `${baseUrl('workable')}/api/v1/widget/accounts/${encodeURIComponent(token)}?details=true`,
    read(body) {
      const parsed = envelope.safeParse(body)
      if (!parsed.success) throw new ProviderError(200, 'Workable answered without a jobs list')
      return { items: parsed.data.jobs, company: parsed.data.name?.trim() || null }
    },
    rawId: (raw) => boardExternalId(token, (raw as { shortcode?: string })?.shortcode),
    isRemote(raw) {
      const item = raw as { telecommuting?: boolean | null; city?: string | null }
      return item?.telecommuting === true || lineSaysRemote(item?.city)
    },
    normalise(raw, company) {
      const parsed = parseItem(workableJobSchema, raw, 'shortcode')
      if ('skip' in parsed) return { ...parsed, externalId: boardExternalId(token, parsed.externalId) }
      const j = parsed.item
      const shown = (j.locations ?? []).filter((l) => !l.hidden)
      return boardJob({
        externalId: boardExternalId(token, j.shortcode)!,
        title: j.title,
        descriptionHtml: j.description ?? '',
        postedAt: toIsoDate(j.published_on) ?? toIsoDate(j.created_at),
        location: whereLine({ countryCodes: shown.map((l) => l.countryCode), line: [j.city, j.country].filter(Boolean).join(', ') || null }),
        applyUrl: j.url ?? j.application_url ?? null,
        company,
        typeText: j.employment_type,
        team: j.department,
      })
    },
  }
}
