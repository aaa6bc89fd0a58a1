import { annualUsd } from '@cms/contract/salary'
import { z } from 'zod'
import { inferCategory, inferExperience, inferType, normaliseCompanyName, normaliseSkills, resolveLocation, toIsoDate, type NormaliseResult } from '../normalise'
import { baseUrl } from '../providers'
import { creditLine, fetchJobsFeed, probeJobsFeed } from './jobsFeed'
import { externalIdOf, parseItem, type JobProviderClient } from './types'

/**
 * Himalayas' public API (GET https://himalayas.app/jobs/api?limit=20&offset=0, https://himalayas.app/api):
 * `{ totalCount, offset, limit, jobs: [...] }`, at most 20 jobs a page. Its terms ask for a link back to the
 * posting on Himalayas and a modest request rate: one run reads the newest PAGES pages, one host turn apart.
 */
const PAGES = 5
const PAGE_SIZE = 20

const himalayasItemSchema = z.object({
  guid: z.string().min(1),
  title: z.string().trim().min(1),
  companyName: z.string().trim().min(1),
  companyLogo: z.string().nullable().optional(),
  employmentType: z.string().nullable().optional(),
  minSalary: z.number().nullable().optional(),
  maxSalary: z.number().nullable().optional(),
  currency: z.string().nullable().optional(),
  seniority: z.array(z.string()).nullable().optional(),
  locationRestrictions: z.array(z.string()).nullable().optional(),
  categories: z.array(z.string()).nullable().optional(),
  description: z.string().nullable().optional(),
  pubDate: z.number(),
  applicationLink: z.string().min(1),
})

export function himalayasClient(): JobProviderClient<unknown> {
  const url = (offset: number) => `${baseUrl('himalayas')}/jobs/api?limit=${PAGE_SIZE}&offset=${offset}`
  return {
    id: 'himalayas',
    async fetchJobs() {
      const jobs: unknown[] = []
      for (let page = 0; page < PAGES; page++) {
        const answer = await fetchJobsFeed('Himalayas', url(page * PAGE_SIZE))
        jobs.push(...answer.jobs)
        if (answer.jobs.length < PAGE_SIZE || (answer.totalCount ?? Infinity) <= jobs.length) break
      }
      return jobs
    },
    rawId: (raw) => externalIdOf(raw, 'guid'),
    normalise(raw): NormaliseResult {
      const parsed = parseItem(himalayasItemSchema, raw, 'guid')
      if ('skip' in parsed) return parsed
      const item = parsed.item
      const postedAt = toIsoDate(item.pubDate)
      if (!postedAt) return { skip: 'no valid date', externalId: item.guid }
      const places = item.locationRestrictions ?? []
      const categories = item.categories ?? []
      return {
        job: {
          externalId: item.guid,
          title: item.title,
          description: `${item.description ?? ''}${creditLine('Himalayas', item.applicationLink)}`,
          descriptionFormat: 'html',
          postedAt,
          type: inferType(item.employmentType, item.title),
          experienceLevel: inferExperience(`${item.title} ${(item.seniority ?? []).join(' ')}`),
          ...annualUsd(item.minSalary, item.maxSalary, item.currency ?? 'USD', 'year'),
          // Feed jobs are remote by definition; an empty restriction list means anywhere.
          ...resolveLocation(places.length ? places.join('; ') : 'Worldwide'),
          categorySlug: inferCategory(item.title, categories),
          skills: normaliseSkills(categories),
          applyUrl: item.applicationLink,
          company: { name: normaliseCompanyName(item.companyName), website: null, logo: item.companyLogo ?? null },
        },
      }
    },
    checkStatus: () => probeJobsFeed(url(0)),
  }
}
