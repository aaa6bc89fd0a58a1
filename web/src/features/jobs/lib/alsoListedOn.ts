import type { JobDetail } from '@cms/contract/jobs'
import { sourceName } from './applyLink'

/** "Also listed on Remote OK and Adzuna": the boards whose copies of this job were merged into it, each once. */
export function alsoListedOnLabel(listings: JobDetail['alsoListedOn']): string {
  const names = [...new Set(listings.map((listing) => sourceName(listing.source) ?? 'another board'))]
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]
  return `Also listed on ${list}`
}
