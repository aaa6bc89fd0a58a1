import { decodeHTML } from 'entities'
import { z } from 'zod'
import { fetchJson, ProviderError } from '@cms/lib/providerFetch'
import { baseUrl } from '@cms/domain/integrations/providers'
import { toIsoDate } from '@cms/domain/integrations/normalise'
import { parseItem } from '../types'
import { boardExternalId, boardJob, lineSaysRemote, whereLine, type AtsBoardClient } from './board'

/**
 * Greenhouse Job Board API (https://developers.greenhouse.io/job-board.html), keyless:
 * `GET /v1/boards/{token}/jobs?content=true` answers `{ jobs: [...], meta }`, each job's `content` HTML-escaped;
 * `GET /v1/boards/{token}` answers the board's `name`. Greenhouse has no remote flag: the location line says it.
 */
const greenhouseJobSchema = z.object({
  id: z.union([z.number(), z.string()]),
  title: z.string().trim().min(1),
  updated_at: z.string().optional().nullable(),
  first_published: z.string().optional().nullable(),
  absolute_url: z.string().optional().nullable(),
  content: z.string().optional().nullable(),
  location: z.object({ name: z.string().nullable().optional() }).optional().nullable(),
  offices: z.array(z.object({ name: z.string().nullable().optional(), location: z.string().nullable().optional() })).optional().nullable(),
  departments: z.array(z.object({ name: z.string().nullable().optional() })).optional().nullable(),
})

const envelope = z.object({ jobs: z.array(z.unknown()) })

const locationLine = (raw: unknown) => {
  const item = raw as { location?: { name?: unknown } | null }
  return typeof item?.location?.name === 'string' ? item.location.name : null
}

export function greenhouseBoard(token: string): AtsBoardClient {
  const base = `${baseUrl('greenhouse')}/v1/boards/${encodeURIComponent(token)}`
  return {
    ats: 'greenhouse',
    token,
    postingsUrl: `${base}/jobs?content=true`,
    read(body) {
      const parsed = envelope.safeParse(body)
      if (!parsed.success) throw new ProviderError(200, 'Greenhouse answered without a jobs list')
      return { items: parsed.data.jobs, company: null }
    },
    async fetchCompanyName() {
      const body = (await fetchJson(base, { retries: 0 })) as { name?: unknown }
      return typeof body?.name === 'string' && body.name.trim() ? body.name.trim() : null
    },
    rawId: (raw) => boardExternalId(token, (raw as { id?: string | number })?.id),
    isRemote: (raw) => lineSaysRemote(locationLine(raw)),
    normalise(raw, company) {
      const parsed = parseItem(greenhouseJobSchema, raw, 'id')
      if ('skip' in parsed) return { ...parsed, externalId: boardExternalId(token, parsed.externalId) }
      const job = parsed.item
      const offices = (job.offices ?? []).map((o) => o.location || o.name)
      return boardJob({
        externalId: boardExternalId(token, job.id)!,
        title: job.title,
        descriptionHtml: decodeHTML(job.content ?? ''),
        postedAt: toIsoDate(job.first_published) ?? toIsoDate(job.updated_at),
        // Offices say where the company is, not who may apply: the posted line first, offices only when it names no place.
        location: whereLine({ places: [job.location?.name], line: job.location?.name }) ?? whereLine({ places: offices, line: null }),
        applyUrl: job.absolute_url ?? null,
        company,
        team: job.departments?.[0]?.name ?? null,
      })
    },
  }
}
