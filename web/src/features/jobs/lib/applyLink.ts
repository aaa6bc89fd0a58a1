import { ownValue } from '@cms/contract/ownKeys'
import { JOB_PROVIDERS } from '@cms/contract/providerValues'

export interface ApplyLinkInput {
  title: string
  applyUrl: string | null
  source: string | null
  externalId: string | null
  company: { name: string; website: string | null }
}

export interface ApplyLink {
  url: string
  label: string
}

const providerOf = (source: string | null) => (source ? ownValue(JOB_PROVIDERS, source) : undefined)

/** A job board's name as visitors know it ('Remote OK'), or null for our own posts. */
export const sourceName = (source: string | null): string | null => providerOf(source)?.name ?? null

/** Link to the posting on its board, for the sources whose external id is enough (written with or without the `source-` prefix). */
function sourceUrl(source: string | null, externalId: string | null): string | null {
  const postingUrl = providerOf(source)?.postingUrl
  if (!externalId || !postingUrl) return null
  return postingUrl(encodeURIComponent(externalId.startsWith(`${source}-`) ? externalId.slice(`${source}-`.length) : externalId))
}

/**
 * The apply button: applyUrl; else a link built from the source and external id
 * (the providers with a `postingUrl`); else the company website; else a web search for title and company
 * ('Search for This Job'). Otherwise the button reads 'Apply on {source or Company Website}'.
 */
export function applyLinkFor(job: ApplyLinkInput): ApplyLink {
  const label = `Apply on ${sourceName(job.source) ?? 'Company Website'}`
  if (job.applyUrl) return { url: job.applyUrl, label }
  const fromSource = sourceUrl(job.source, job.externalId)
  if (fromSource) return { url: fromSource, label }
  if (job.company.website) return { url: job.company.website, label }
  const query = encodeURIComponent(`${job.title} ${job.company.name}`.trim())
  return { url: `https://www.google.com/search?q=${query}`, label: 'Search for This Job' }
}
