import { z } from 'zod'
import { ProviderError } from '@cms/lib/providerFetch'
import { annualUsd, type SalaryPeriod, type StoredSalary } from '@cms/contract/salary'
import { baseUrl } from '@cms/domain/integrations/providers'
import { toIsoDate } from '@cms/domain/integrations/normalise'
import { parseItem } from '../types'
import { boardExternalId, boardJob, lineSaysRemote, markedRemote, whereLine, type AtsBoardClient } from './board'

/**
 * Ashby Posting API (https://developers.ashbyhq.com/docs/public-job-posting-api), keyless:
 * `GET /posting-api/job-board/{board}?includeCompensation=true` answers `{ jobs: [...] }` in one piece (no paging):
 * `isRemote`, `workplaceType` (OnSite, Remote, Hybrid), `location`, `address.postalAddress`, `secondaryLocations`,
 * `publishedAt`, `jobUrl`, `applyUrl`, `descriptionHtml`, `isListed`, `compensation.summaryComponents`.
 */
const place = z.object({ postalAddress: z.object({ addressCountry: z.string().nullable().optional(), addressRegion: z.string().nullable().optional() }).nullable().optional() })
const component = z.object({
  compensationType: z.string().nullable().optional(),
  interval: z.string().nullable().optional(),
  currencyCode: z.string().nullable().optional(),
  minValue: z.number().nullable().optional(),
  maxValue: z.number().nullable().optional(),
})
const ashbyJobSchema = z.object({
  id: z.string().min(1),
  title: z.string().trim().min(1),
  location: z.string().nullable().optional(),
  employmentType: z.string().nullable().optional(),
  department: z.string().nullable().optional(),
  team: z.string().nullable().optional(),
  isRemote: z.boolean().nullable().optional(),
  workplaceType: z.string().nullable().optional(),
  address: place.nullable().optional(),
  secondaryLocations: z.array(z.object({ location: z.string().nullable().optional(), address: place.nullable().optional() })).nullable().optional(),
  publishedAt: z.string(),
  jobUrl: z.string().nullable().optional(),
  applyUrl: z.string().nullable().optional(),
  descriptionHtml: z.string().nullable().optional(),
  compensation: z.object({ summaryComponents: z.array(component).nullable().optional() }).nullable().optional(),
})

const envelope = z.object({ jobs: z.array(z.unknown()) })

/** Ashby's intervals: "1 YEAR", "1 MONTH", "1 WEEK", "1 DAY", "1 HOUR". */
const intervalPeriod = (interval: string | null | undefined): SalaryPeriod | null => {
  const unit = /^1\s+(YEAR|MONTH|WEEK|DAY|HOUR)$/i.exec(interval?.trim() ?? '')?.[1]?.toLowerCase()
  return (unit as SalaryPeriod | undefined) ?? null
}

/** The salary component of the compensation summary (equity and bonus components are not pay we list). */
function ashbySalary(components: z.infer<typeof component>[] | null | undefined): StoredSalary | undefined {
  const salary = components?.find((c) => c.compensationType?.toLowerCase() === 'salary' && intervalPeriod(c.interval))
  return salary ? annualUsd(salary.minValue, salary.maxValue, salary.currencyCode, intervalPeriod(salary.interval)) : undefined
}

const countryOf = (p: z.infer<typeof place> | null | undefined) => p?.postalAddress?.addressCountry ?? null

export function ashbyBoard(token: string): AtsBoardClient {
  return {
    ats: 'ashby',
    token,
    postingsUrl: `${baseUrl('ashby')}/posting-api/job-board/${encodeURIComponent(token)}?includeCompensation=true`,
    read(body) {
      const parsed = envelope.safeParse(body)
      if (!parsed.success) throw new ProviderError(200, 'Ashby answered without a jobs list')
      return { items: parsed.data.jobs, company: null }
    },
    rawId: (raw) => boardExternalId(token, (raw as { id?: string })?.id),
    isRemote(raw) {
      const item = raw as { isRemote?: boolean | null; workplaceType?: string | null; location?: string | null; isListed?: boolean }
      if (item?.isListed === false) return false
      return markedRemote(item?.workplaceType) ?? (item?.isRemote === true || lineSaysRemote(item?.location))
    },
    normalise(raw, company) {
      const parsed = parseItem(ashbyJobSchema, raw, 'id')
      if ('skip' in parsed) return { ...parsed, externalId: boardExternalId(token, parsed.externalId) }
      const j = parsed.item
      const secondary = j.secondaryLocations ?? []
      return boardJob({
        externalId: boardExternalId(token, j.id)!,
        title: j.title,
        descriptionHtml: j.descriptionHtml ?? '',
        postedAt: toIsoDate(j.publishedAt),
        location: whereLine({ places: [countryOf(j.address), ...secondary.map((s) => countryOf(s.address) ?? s.location)], line: j.location }),
        applyUrl: j.jobUrl ?? j.applyUrl ?? null,
        company,
        salary: ashbySalary(j.compensation?.summaryComponents),
        typeText: j.employmentType?.replace(/([a-z])([A-Z])/g, '$1 $2'),
        team: j.department ?? j.team,
      })
    },
  }
}
