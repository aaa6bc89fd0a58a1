import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'
import { parseJobQuery } from '@cms/domain/jobs/params'
import { searchJobs } from '@cms/domain/jobs/searchJobs'
import { changeFeedLive } from '@cms/lib/cache/dataChanges'
import { getTestPayload } from './helpers'

/** A unique word so only this file's job is found. */
const token = `zc${Date.now().toString(36)}`
const slug = `${token}-job`

/** A statement on its own connection, as another server would run it; `silent` disables the tables' triggers, so no change is announced. */
async function writeElsewhere(statement: string, { silent }: { silent: boolean }): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    if (silent) await client.query(`SET session_replication_role = replica`)
    await client.query(statement, [slug])
  } finally {
    await client.end()
  }
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

const search = async () => searchJobs(await getTestPayload(), parseJobQuery(new URLSearchParams({ q: token, facets: 'true' })))

beforeAll(async () => {
  const payload = await getTestPayload()
  const company = await payload.create({ collection: 'companies', data: { name: `Counted ${token}`, slug: `counted-${token}` }, overrideAccess: true })
  await payload.create({
    collection: 'jobs',
    data: {
      title: `Counted Role ${token}`, slug, externalId: slug, description: '<p>Remote role.</p>', postedAt: new Date().toISOString(),
      type: 'full-time', experienceLevel: 'mid', company: company.id, source: 'internal', status: 'active',
    } as never,
    overrideAccess: true,
  })
  await until(() => changeFeedLive())
})

describe('search totals and facet counts (cached per request, emptied by the change feed)', () => {
  it('serve a repeated request from the cache until the data changes, then count again', async () => {
    await until(async () => (await search()).pagination.total === 1) // the creation's notice has emptied the caches
    expect((await search()).facets!.type).toEqual([{ value: 'full-time', count: 1 }])

    // A change nobody announces: the cached counts stand (proof that they are cached, not recounted).
    await writeElsewhere(`UPDATE jobs SET type = 'contract' WHERE slug = $1`, { silent: true })
    expect((await search()).facets!.type).toEqual([{ value: 'full-time', count: 1 }])

    // Any announced change to the jobs empties them: the counts are exact again.
    await writeElsewhere(`UPDATE jobs SET updated_at = now() WHERE slug = $1`, { silent: false })
    await until(async () => (await search()).facets!.type[0]?.value === 'contract')
    expect((await search()).facets!.type).toEqual([{ value: 'contract', count: 1 }])

    await writeElsewhere(`UPDATE jobs SET status = 'expired' WHERE slug = $1`, { silent: false })
    await until(async () => (await search()).pagination.total === 0)
    expect((await search()).facets!.type).toEqual([])
  })
})
