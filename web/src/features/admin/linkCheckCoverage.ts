import type { LinkCheckOverview } from '@cms/contract/admin'

const jobs = (n: number) => `${n} ${n === 1 ? 'job' : 'jobs'}`

/**
 * What the checker covers, in words: how many live jobs it takes, and which it skips and why (on demo data every
 * link is on the reserved `.example` domain, so "0 with a link" alone would read as if jobs had no links).
 */
export function linkCheckCoverage({ liveJobs, jobsWithLink, skipped }: Pick<LinkCheckOverview, 'liveJobs' | 'jobsWithLink' | 'skipped'>): string {
  const reasons = [
    skipped.reservedDomain > 0 && `${jobs(skipped.reservedDomain)} whose link is on the reserved .example domain (demo data: such addresses never resolve, so they are not fetched)`,
    skipped.withoutWebLink > 0 && `${jobs(skipped.withoutWebLink)} without a web address to fetch (no apply link, or an e-mail address)`,
  ].filter(Boolean)
  const taken = `The checker takes ${jobsWithLink} of ${jobs(liveJobs).replace(/jobs?$/, (word) => `live ${word}`)}.`
  return reasons.length ? `${taken} Skipped: ${reasons.join('; ')}.` : taken
}
