import { z } from 'zod'
import { ProviderError } from '@cms/lib/providerFetch'
import { annualUsd, type SalaryPeriod } from '@cms/contract/salary'
import { baseUrl } from '@cms/domain/integrations/providers'
import { toIsoDate } from '@cms/domain/integrations/normalise'
import { parseItem } from '../types'
import { boardExternalId, boardJob, lineSaysRemote, markedRemote, whereLine, type AtsBoardClient } from './board'

/**
 * Lever Postings API (https://github.com/lever/postings-api), keyless: `GET /v0/postings/{site}?mode=json`
 * answers the site's published postings as an array: `text`, `categories.{location, allLocations, commitment,
 * team}`, `country` (ISO code), `workplaceType` (on-site, remote, hybrid, unspecified), `salaryRange {currency,
 * interval, min, max}`, `hostedUrl`, `applyUrl`, `createdAt` (ms), `description` plus `lists` and `additional` (HTML).
 */
const leverPostingSchema = z.object({
  id: z.string().min(1),
  text: z.string().trim().min(1),
  createdAt: z.number(),
  country: z.string().nullable().optional(),
  workplaceType: z.string().nullable().optional(),
  categories: z
    .object({
      location: z.string().nullable().optional(),
      allLocations: z.array(z.string()).nullable().optional(),
      commitment: z.string().nullable().optional(),
      team: z.string().nullable().optional(),
    })
    .optional()
    .nullable(),
  description: z.string().nullable().optional(),
  lists: z.array(z.object({ text: z.string().nullable().optional(), content: z.string().nullable().optional() })).nullable().optional(),
  additional: z.string().nullable().optional(),
  salaryRange: z
    .object({ currency: z.string().nullable().optional(), interval: z.string().nullable().optional(), min: z.number().nullable().optional(), max: z.number().nullable().optional() })
    .nullable()
    .optional(),
  hostedUrl: z.string().nullable().optional(),
  applyUrl: z.string().nullable().optional(),
})

/** Lever's intervals: per-year-salary, per-month-salary, per-week-salary, per-day-wage, per-hour-wage (one-time: no period we list). */
const LEVER_INTERVALS: Record<string, SalaryPeriod> = {
  'per-year-salary': 'year',
  'per-month-salary': 'month',
  'per-week-salary': 'week',
  'per-day-wage': 'day',
  'per-hour-wage': 'hour',
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export function leverBoard(token: string): AtsBoardClient {
  return {
    ats: 'lever',
    token,
    postingsUrl: `${baseUrl('lever')}/v0/postings/${encodeURIComponent(token)}?mode=json`,
    read(body) {
      if (!Array.isArray(body)) throw new ProviderError(200, 'Lever answered something other than a list of postings')
      return { items: body, company: null }
    },
    rawId: (raw) => boardExternalId(token, (raw as { id?: string })?.id),
    isRemote(raw) {
      const item = raw as { workplaceType?: string; categories?: { location?: string } }
      return markedRemote(item?.workplaceType) ?? lineSaysRemote(item?.categories?.location)
    },
    normalise(raw, company) {
      const parsed = parseItem(leverPostingSchema, raw, 'id')
      if ('skip' in parsed) return { ...parsed, externalId: boardExternalId(token, parsed.externalId) }
      const p = parsed.item
      const range = p.salaryRange
      const period = range?.interval ? LEVER_INTERVALS[range.interval] : undefined
      const lists = (p.lists ?? []).map((l) => `<h3>${escapeText(l.text ?? '')}</h3><ul>${l.content ?? ''}</ul>`).join('')
      return boardJob({
        externalId: boardExternalId(token, p.id)!,
        title: p.text,
        descriptionHtml: `${p.description ?? ''}${lists}${p.additional ?? ''}`,
        postedAt: toIsoDate(p.createdAt),
        location: whereLine({ countryCodes: [p.country], places: p.categories?.allLocations ?? [], line: p.categories?.location }),
        applyUrl: p.hostedUrl ?? p.applyUrl ?? null,
        company,
        salary: range && period ? annualUsd(range.min, range.max, range.currency, period) : undefined,
        typeText: p.categories?.commitment,
        team: p.categories?.team,
      })
    },
  }
}
