import type { Payload } from 'payload'
import { PROVIDER_IDS } from '@cms/contract/providers'
import { poolOf } from '@cms/lib/sql'

/** Any number: both files that run provider ingestion take this one PostgreSQL advisory lock. */
const PROVIDER_RUNS_LOCK = 0x1a9e57

/**
 * Test files run side by side on one database, and a successful provider run expires every job of that provider
 * missing from its feed, so two files ingesting the same provider would expire each other's jobs. A file that runs
 * ingestion holds this lock for its whole run (on a connection of its own: advisory locks belong to a session) and
 * removes the jobs it ingested before letting go. Answers the release, which also puts back the sources' enabled
 * flags as the file found them: a file that switches sources off must not leave the next file with a different site.
 */
export async function holdProviderRuns(payload: Payload): Promise<() => Promise<void>> {
  const client = await poolOf(payload).connect()
  await client.query('SELECT pg_advisory_lock($1)', [PROVIDER_RUNS_LOCK])
  const found = await payload.findGlobal({ slug: 'integrations', overrideAccess: true, depth: 0 })
  const flagsFound = Object.fromEntries(PROVIDER_IDS.map((id) => [id, { enabled: found[id]?.enabled ?? true }]))
  return async () => {
    try {
      await payload.updateGlobal({ slug: 'integrations', overrideAccess: true, data: flagsFound })
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [PROVIDER_RUNS_LOCK]).finally(() => client.release())
    }
  }
}

/** Deletes the jobs a file ingested, by provider and external id, through Payload (its relations go with them). */
export async function deleteIngestedJobs(payload: Payload, source: string, externalIds: string[]): Promise<void> {
  await payload.delete({ collection: 'jobs', where: { source: { equals: source }, externalId: { in: externalIds } }, overrideAccess: true })
}
