import { describe, expect, it } from 'vitest'
import { PROVIDER_IDS } from '@cms/contract/providers'
import { baseUrl } from '@cms/domain/integrations/providers'

// The keyless feeds and the starter job boards are on by default and the seed queues a first run: a test that runs
// ingestion without pointing a source at its fake server must still stay on this machine (tests/integration/setupEnv.ts).
describe('sources in tests', () => {
  it.each(PROVIDER_IDS)('%s is asked on this machine unless a test points it elsewhere', (id) => {
    expect(new URL(baseUrl(id)).hostname).toBe('127.0.0.1')
  })
})
