/**
 * The job-data providers we ingest from, each written once: its id (in job rows' `source` and ingestion
 * runs), the name visitors know it by, and, when a posting's external id is enough, the posting's address on
 * its board. Zod-free, so the SPA's job page can read it without loading zod.
 */
export const JOB_PROVIDERS = {
  remoteok: { name: 'Remote OK', postingUrl: (id: string) => `https://remoteok.com/remote-jobs/${id}` },
  web3career: { name: 'web3.career', postingUrl: (id: string) => `https://web3.career/${id}` },
  jsearch: { name: 'JSearch', postingUrl: null },
  adzuna: { name: 'Adzuna', postingUrl: null },
} as const

export type JobProviderId = keyof typeof JOB_PROVIDERS
export const JOB_PROVIDER_IDS = Object.keys(JOB_PROVIDERS) as [JobProviderId, ...JobProviderId[]]
