import { annualUsd } from '@cms/contract/salary'
import { z } from 'zod'
import { inferCategory, inferExperience, inferType, normaliseCompanyName, normaliseSkills, resolveLocation, toIsoDate, type NormaliseResult } from '../normalise'
import { baseUrl } from '../providers'
import { salaryFromText } from './ats/board'
import { creditLine, fetchJobsFeed, probeJobsFeed } from './jobsFeed'
import { externalIdOf, parseItem, type JobProviderClient } from './types'

/**
 * Remotive's public API (GET https://remotive.com/api/remote-jobs, https://github.com/remotive-com/remote-jobs-api):
 * `{ "job-count", jobs: [...] }`. Its terms: credit Remotive with a link to the posting, fetch at most 4 times a
 * day (the pipeline skips a run sooner than REMOTIVE_MIN_HOURS after the last), and do not pass the jobs on to
 * Google Jobs or other aggregators (NOT_SYNDICATED_SOURCES: no JobPosting JSON-LD, no sitemap entry).
 */
const remotiveItemSchema = z.object({
  id: z.union([z.number(), z.string()]),
  url: z.string().min(1),
  title: z.string().trim().min(1),
  company_name: z.string().trim().min(1),
  company_logo: z.string().nullable().optional(),
  category: z.string().nullable().optional(),
  tags: z.array(z.unknown()).nullable().optional(),
  job_type: z.string().nullable().optional(),
  publication_date: z.string(),
  candidate_required_location: z.string().nullable().optional(),
  salary: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
})

export function remotiveClient(): JobProviderClient<unknown> {
  const url = () => `${baseUrl('remotive')}/api/remote-jobs`
  return {
    id: 'remotive',
    fetchJobs: async () => (await fetchJobsFeed('Remotive', url())).jobs,
    rawId: (raw) => externalIdOf(raw, 'id'),
    normalise(raw): NormaliseResult {
      const parsed = parseItem(remotiveItemSchema, raw, 'id')
      if ('skip' in parsed) return parsed
      const item = parsed.item
      const externalId = String(item.id)
      const postedAt = toIsoDate(item.publication_date)
      if (!postedAt) return { skip: 'no valid date', externalId }
      const tags = (item.tags ?? []).filter((t): t is string => typeof t === 'string')
      const salary = item.salary ? salaryFromText(item.salary) : annualUsd(null, null, null, null)
      return {
        job: {
          externalId,
          title: item.title,
          description: `${item.description ?? ''}${creditLine('Remotive', item.url)}`,
          descriptionFormat: 'html',
          postedAt,
          type: inferType(item.job_type, item.title),
          experienceLevel: inferExperience(item.title),
          ...salary,
          ...resolveLocation(item.candidate_required_location),
          categorySlug: inferCategory(item.title, [item.category ?? '', ...tags]),
          skills: normaliseSkills(tags),
          applyUrl: item.url,
          company: { name: normaliseCompanyName(item.company_name), website: null, logo: item.company_logo ?? null },
        },
      }
    },
    checkStatus: () => probeJobsFeed(`${url()}?limit=1`),
  }
}
