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

const SOURCE_NAMES: Record<string, string> = { remoteok: 'Remote OK', web3career: 'web3.career', jsearch: 'JSearch', adzuna: 'Adzuna' }

/** A job board's name as visitors know it ('Remote OK'), or null for our own posts. */
export const sourceName = (source: string | null): string | null => (source && SOURCE_NAMES[source]) || null

/** Link to the posting on its board, for the sources whose external id is enough. */
function sourceUrl(source: string | null, externalId: string | null): string | null {
  if (!externalId) return null
  const id = encodeURIComponent(externalId.replace(/^(remoteok|web3career)-/, ''))
  if (source === 'remoteok') return `https://remoteok.com/remote-jobs/${id}`
  if (source === 'web3career') return `https://web3.career/${id}`
  return null
}

/**
 * The apply button: applyUrl; else a link built from the source and external id
 * (remoteok, web3career); else the company website; else a web search for title and company
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
