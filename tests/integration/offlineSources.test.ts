import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROVIDER_IDS } from '@cms/contract/providers'
import { baseUrl } from '@cms/domain/integrations/providers'
import { ingestEnabledProviders } from '@cms/domain/integrations/pipeline'
import { ingestResponseSchema } from '@cms/contract/admin'
import { sourcesOverview } from '@web/features/admin/sourcesOverview'
import { holdProviderRuns } from '../support/providerRuns'
import { served } from '../support/servedApi'
import { apiRequest, createTestUser, getTestPayload } from './helpers'

// The keyless feeds and the starter job boards are on by default and the first start runs them: a test that runs
// ingestion without pointing a source at its fake server must still stay on this machine (tests/integration/setupEnv.ts).
describe('sources in tests', () => {
  it.each(PROVIDER_IDS)('%s is asked on this machine unless a test points it elsewhere', (id) => {
    expect(new URL(baseUrl(id)).hostname).toBe('127.0.0.1')
  })
})

describe('a server without network', () => {
  let release: () => Promise<void>
  beforeAll(async () => {
    release = await holdProviderRuns(await getTestPayload())
    process.env.PROVIDER_RETRIES = '0'
  })
  afterAll(async () => {
    delete process.env.PROVIDER_RETRIES
    await release()
  })

  it('records why every source returned nothing, and /admin reads from the runs that the server reached none of them', async () => {
    const payload = await getTestPayload()
    // Every source at an address nothing listens on, as a machine without network finds them.
    const runs = await ingestEnabledProviders(payload, { trigger: 'manual' })
    const remoteOk = runs.find((run) => run.provider === 'remoteok')
    expect(remoteOk).toMatchObject({ status: 'failed', fetched: 0 })
    expect(remoteOk!.error).toMatch(/^127\.0\.0\.1:9 unreachable: /)

    const admin = await createTestUser('admin')
    const res = await served('/api/admin/ingest').GET(apiRequest('/api/admin/ingest', { headers: { cookie: admin.cookie } }))
    const { offline } = sourcesOverview(ingestResponseSchema.parse(await res.json()).runs)
    expect(offline).toMatch(/^The sources returned nothing: this server could not reach them \(.*unreachable: .*demo jobs/)
  })
})
