import { z } from 'zod'
import { fetchJson, ProviderError } from '@cms/lib/providerFetch'
import { probe } from './types'

/**
 * What the keyless remote-job feeds (Remotive, Himalayas, Jobicy) share: an answer `{ jobs: [...] }` (Himalayas
 * adds `totalCount`), the same check of it, and the credit their terms ask for.
 */
const jobsEnvelope = z.object({ jobs: z.array(z.unknown()), totalCount: z.number().optional() })

/** One answer of a feed; a body without the jobs list is the feed's fault, reported as such. */
export async function fetchJobsFeed(feedName: string, url: string): Promise<z.infer<typeof jobsEnvelope>> {
  const parsed = jobsEnvelope.safeParse(await fetchJson(url))
  if (!parsed.success) throw new ProviderError(200, `${feedName} answered without a jobs list`)
  return parsed.data
}

/** The status check: one cheap request, no retry, that must answer a jobs list. */
export const probeJobsFeed = (url: string) => probe(() => fetchJson(url, { retries: 0, timeoutMs: 8000 }), (body) => jobsEnvelope.safeParse(body).success)

/**
 * The credit a keyless feed's terms ask for: the description ends with a followed link back to the posting on
 * the feed (collections/lib/jobDescription.ts keeps links to these boards followed).
 */
export function creditLine(feedName: string, postingUrl: string): string {
  return `<p>Originally posted on <a href="${postingUrl.replace(/"/g, '&quot;')}">${feedName}</a>.</p>`
}
