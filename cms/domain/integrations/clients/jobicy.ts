import { annualUsd } from '@cms/contract/salary'
import { z } from 'zod'
import { inferCategory, inferExperience, inferType, normaliseCompanyName, resolveLocation, toIsoDate, type NormaliseResult } from '../normalise'
import { baseUrl } from '../providers'
import { creditLine, fetchJobsFeed, probeJobsFeed } from './jobsFeed'
import { externalIdOf, parseItem, type JobProviderClient } from './types'

/**
 * Jobicy's public API (GET https://jobicy.com/api/v2/remote-jobs?count=50, https://jobicy.com/jobs-rss-feed):
 * `{ jobCount, jobs: [...] }`. Its terms ask for a link back to the posting on Jobicy and at most a few fetches
 * an hour (the six-hourly schedule is well under).
 */
const jobicyItemSchema = z.object({
  id: z.union([z.number(), z.string()]),
  url: z.string().min(1),
  jobTitle: z.string().trim().min(1),
  companyName: z.string().trim().min(1),
  companyLogo: z.string().nullable().optional(),
  jobIndustry: z.array(z.string()).nullable().optional(),
  jobType: z.array(z.string()).nullable().optional(),
  jobGeo: z.string().nullable().optional(),
  jobLevel: z.string().nullable().optional(),
  jobDescription: z.string().nullable().optional(),
  pubDate: z.string(),
  annualSalaryMin: z.union([z.number(), z.string()]).nullable().optional(),
  annualSalaryMax: z.union([z.number(), z.string()]).nullable().optional(),
  salaryCurrency: z.string().nullable().optional(),
})

export function jobicyClient(): JobProviderClient<unknown> {
  const url = () => `${baseUrl('jobicy')}/api/v2/remote-jobs?count=50`
  return {
    id: 'jobicy',
    fetchJobs: async () => (await fetchJobsFeed('Jobicy', url())).jobs,
    rawId: (raw) => externalIdOf(raw, 'id'),
    normalise(raw): NormaliseResult {
      const parsed = parseItem(jobicyItemSchema, raw, 'id')
      if ('skip' in parsed) return parsed
      const item = parsed.item
      const externalId = String(item.id)
      const postedAt = toIsoDate(item.pubDate)
      if (!postedAt) return { skip: 'no valid date', externalId }
      const industries = item.jobIndustry ?? []
      return {
        job: {
          externalId,
          title: item.jobTitle,
          description: `${item.jobDescription ?? ''}${creditLine('Jobicy', item.url)}`,
          descriptionFormat: 'html',
          postedAt,
          type: inferType((item.jobType ?? []).join(' '), item.jobTitle),
          experienceLevel: inferExperience(`${item.jobTitle} ${item.jobLevel ?? ''}`),
          ...annualUsd(item.annualSalaryMin, item.annualSalaryMax, item.salaryCurrency ?? 'USD', 'year'),
          ...resolveLocation(item.jobGeo || 'Worldwide'),
          categorySlug: inferCategory(item.jobTitle, industries),
          skills: [],
          applyUrl: item.url,
          company: { name: normaliseCompanyName(item.companyName), website: null, logo: item.companyLogo ?? null },
        },
      }
    },
    checkStatus: () => probeJobsFeed(`${baseUrl('jobicy')}/api/v2/remote-jobs?count=1`),
  }
}
