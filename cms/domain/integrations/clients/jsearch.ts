import { annualUsd } from '@cms/contract/salary'
import { z } from 'zod'
import { fetchJson, ProviderError } from '@cms/lib/providerFetch'
import { inferCategory, inferExperience, inferType, normaliseCompanyName, normaliseSkills, parsePeriod, resolveLocation, toIsoDate, websiteFrom, type NormaliseResult } from '../normalise'
import { baseUrl } from '../providers'
import { countryName, externalIdOf, parseItem, probe, type JobProviderClient } from './types'
import { settings } from '@cms/lib/settings'

/** JSearch on RapidAPI (GET /search): { status: 'OK', data: [...] }. Needs RAPIDAPI_KEY. */
export const jsearchItemSchema = z.object({
  job_id: z.string().min(1),
  employer_name: z.string().trim().min(1),
  employer_logo: z.string().optional().nullable(),
  employer_website: z.string().optional().nullable(),
  job_publisher: z.string().optional().nullable(),
  job_employment_type: z.string().optional().nullable(),
  job_title: z.string().trim().min(1),
  job_apply_link: z.string().url(),
  job_description: z.string().optional().nullable(),
  job_is_remote: z.boolean().optional().nullable(),
  job_posted_at_datetime_utc: z.string().optional().nullable(),
  job_posted_at_timestamp: z.number().optional().nullable(),
  job_city: z.string().optional().nullable(),
  job_state: z.string().optional().nullable(),
  job_country: z.string().optional().nullable(),
  job_min_salary: z.number().optional().nullable(),
  job_max_salary: z.number().optional().nullable(),
  job_salary_currency: z.string().optional().nullable(),
  job_salary_period: z.string().optional().nullable(),
  job_required_skills: z.array(z.unknown()).optional().nullable(),
  job_required_experience: z.object({ required_experience_in_months: z.number().optional().nullable() }).partial().optional().nullable(),
})
const envelopeSchema = z.object({ status: z.string().optional(), data: z.array(z.unknown()) })

const key = () => settings().RAPIDAPI_KEY
const headers = () => ({ 'X-RapidAPI-Key': key(), 'X-RapidAPI-Host': new URL(baseUrl('jsearch')).host })

export function jsearchClient(): JobProviderClient<unknown> {
  const query = () => settings().JSEARCH_QUERY
  const url = (pages: number) =>
    `${baseUrl('jsearch')}/search?query=${encodeURIComponent(query())}&page=1&num_pages=${pages}&remote_jobs_only=true&date_posted=week`
  return {
    id: 'jsearch',
    async fetchJobs() {
      if (!key()) throw new ProviderError(null, 'RAPIDAPI_KEY is not set')
      const body = envelopeSchema.safeParse(await fetchJson(url(settings().JSEARCH_PAGES), { headers: headers() }))
      if (!body.success) throw new ProviderError(200, 'JSearch answer has no data array')
      if (body.data.status && body.data.status !== 'OK') throw new ProviderError(200, `JSearch status ${body.data.status}`)
      return body.data.data
    },
    rawId: (raw) => externalIdOf(raw, 'job_id'),
    normalise(raw): NormaliseResult {
      const parsed = parseItem(jsearchItemSchema, raw, 'job_id')
      if ('skip' in parsed) return parsed
      const item = parsed.item
      const postedAt = toIsoDate(item.job_posted_at_datetime_utc) ?? toIsoDate(item.job_posted_at_timestamp)
      if (!postedAt) return { skip: 'no valid date', externalId: item.job_id }
      // "Remote - Austin, TX, United States of America": a remote posting with no country says nothing of where.
      const place = [item.job_city, item.job_state, countryName(item.job_country)].filter(Boolean).join(', ')
      const where = item.job_is_remote ? (place ? `Remote - ${place}` : 'Remote') : place
      const skills = normaliseSkills(item.job_required_skills)
      return {
        job: {
          externalId: item.job_id,
          title: item.job_title.trim(),
          description: item.job_description ?? '',
          descriptionFormat: 'text',
          postedAt,
          type: inferType(item.job_employment_type, item.job_title),
          experienceLevel: inferExperience(item.job_title, item.job_required_experience?.required_experience_in_months ?? null),
          ...annualUsd(item.job_min_salary, item.job_max_salary, item.job_salary_currency || 'USD', parsePeriod(item.job_salary_period) ?? 'year'),
          ...resolveLocation(where),
          categorySlug: inferCategory(item.job_title, skills),
          skills,
          applyUrl: item.job_apply_link,
          company: {
            name: normaliseCompanyName(item.employer_name),
            website: websiteFrom(item.employer_website),
            logo: item.employer_logo && /^https?:\/\//.test(item.employer_logo) ? item.employer_logo : null,
          },
        },
      }
    },
    checkStatus: async () =>
      key()
        ? probe(
            () => fetchJson(`${baseUrl('jsearch')}/search?query=developer&page=1&num_pages=1`, { headers: headers(), retries: 0, timeoutMs: 8000 }),
            (body) => envelopeSchema.safeParse(body).success,
          )
        : 'unavailable',
  }
}
