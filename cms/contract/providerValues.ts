/**
 * The job-data providers we ingest from, each written once: its id (in job rows' `source` and ingestion
 * runs), the name visitors know it by, what kind of source it is, and, when a posting's external id is enough,
 * the posting's address on its board. Zod-free, so the SPA's job page can read it without loading zod.
 *
 * Kinds: `feed` is one public feed or API for the whole source (Remote OK, Remotive, ...); `ats` is an
 * employer's applicant-tracking system, which serves one public board per company (kept as `job-boards`).
 */
export const JOB_PROVIDERS = {
  remoteok: { name: 'Remote OK', kind: 'feed', postingUrl: (id: string) => `https://remoteok.com/remote-jobs/${id}` },
  web3career: { name: 'web3.career', kind: 'feed', postingUrl: (id: string) => `https://web3.career/${id}` },
  jsearch: { name: 'JSearch', kind: 'feed', postingUrl: null },
  adzuna: { name: 'Adzuna', kind: 'feed', postingUrl: null },
  remotive: { name: 'Remotive', kind: 'feed', postingUrl: null },
  himalayas: { name: 'Himalayas', kind: 'feed', postingUrl: null },
  jobicy: { name: 'Jobicy', kind: 'feed', postingUrl: null },
  greenhouse: { name: 'Greenhouse', kind: 'ats', postingUrl: null },
  lever: { name: 'Lever', kind: 'ats', postingUrl: null },
  ashby: { name: 'Ashby', kind: 'ats', postingUrl: null },
  workable: { name: 'Workable', kind: 'ats', postingUrl: null },
} as const

export type JobProviderId = keyof typeof JOB_PROVIDERS
export const JOB_PROVIDER_IDS = Object.keys(JOB_PROVIDERS) as [JobProviderId, ...JobProviderId[]]

/** The applicant-tracking systems whose public company boards we read. */
export const ATS_IDS = ['greenhouse', 'lever', 'ashby', 'workable'] as const
export type AtsId = (typeof ATS_IDS)[number]
/** A source with one feed for all its jobs. */
export type FeedId = Exclude<JobProviderId, AtsId>
export const isAts = (id: string): id is AtsId => (ATS_IDS as readonly string[]).includes(id)

/**
 * Sources whose terms forbid passing their jobs on to search engines' job features (Remotive's to Google
 * Jobs): their jobs get no JobPosting JSON-LD and no sitemap entry.
 */
export const NOT_SYNDICATED_SOURCES: readonly JobProviderId[] = ['remotive']
