import { z } from 'zod'

import { JOB_PROVIDER_IDS, type JobProviderId } from './providerValues'

/**
 * The job-data providers we ingest from (providerValues.ts). Adding a provider means adding it there and its
 * client in cms/domain/integrations/clients; collections, the admin panel and the ingestion pipeline follow.
 */
export { ATS_IDS, isAts, JOB_PROVIDER_IDS, JOB_PROVIDERS, NOT_SYNDICATED_SOURCES, type AtsId, type FeedId, type JobProviderId } from './providerValues'
export const jobProviderIdSchema = z.enum(JOB_PROVIDER_IDS)

/** The integrations the admin panel lists: the job providers plus the company-logo service. */
export const PROVIDER_IDS = [...JOB_PROVIDER_IDS, 'brandfetch'] as const
export type ProviderId = (typeof PROVIDER_IDS)[number]
export const providerIdSchema = z.enum(PROVIDER_IDS)

/** Where a job came from: posted here ('internal') or one of the providers. */
export const JOB_SOURCES = ['internal', ...JOB_PROVIDER_IDS] as const
export type JobSource = (typeof JOB_SOURCES)[number]

export const isJobProvider = (id: string): id is JobProviderId => (JOB_PROVIDER_IDS as readonly string[]).includes(id)
