import { describe, expect, it } from 'vitest'
import { linkCheckCoverage } from './linkCheckCoverage'

describe('linkCheckCoverage', () => {
  it('on demo data says the links are skipped and why, not that no job has a link', () => {
    expect(linkCheckCoverage({ liveJobs: 320, jobsWithLink: 0, skipped: { reservedDomain: 320, withoutWebLink: 0 } })).toBe(
      'The checker takes 0 of 320 live jobs. Skipped: 320 jobs whose link is on the reserved .example domain (demo data: such addresses never resolve, so they are not fetched).',
    )
  })

  it('names every reason that applies, and none when nothing is skipped', () => {
    expect(linkCheckCoverage({ liveJobs: 10, jobsWithLink: 7, skipped: { reservedDomain: 2, withoutWebLink: 1 } })).toBe(
      'The checker takes 7 of 10 live jobs. Skipped: 2 jobs whose link is on the reserved .example domain (demo data: such addresses never resolve, so they are not fetched); 1 job without a web address to fetch (no apply link, or an e-mail address).',
    )
    expect(linkCheckCoverage({ liveJobs: 1, jobsWithLink: 1, skipped: { reservedDomain: 0, withoutWebLink: 0 } })).toBe('The checker takes 1 of 1 live job.')
  })
})
