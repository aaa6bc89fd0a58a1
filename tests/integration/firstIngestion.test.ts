import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstIngestionDueAt, markFirstIngestionDue, runFirstIngestionIfDue } from '@cms/domain/integrations/firstIngestion'
import { poolOf } from '@cms/lib/sql'
import { holdProviderRuns } from '../support/providerRuns'
import { startFakeProviders, useFakeProviders, type FakeProviders } from '../support/fakeProviders'
import { getTestPayload } from './helpers'

let fake: FakeProviders
let restoreEnv: () => void
let releaseProviderRuns: () => Promise<void>

beforeAll(async () => {
  releaseProviderRuns = await holdProviderRuns(await getTestPayload())
  fake = await startFakeProviders()
  restoreEnv = useFakeProviders(fake)
})

afterAll(async () => {
  restoreEnv()
  await fake.close()
  await releaseProviderRuns()
})

const scheduledRunsSince = async (since: Date) => {
  const { rows } = await poolOf(await getTestPayload()).query<{ provider: string }>(`SELECT provider::text FROM ingestion_runs WHERE trigger = 'schedule' AND started_at >= $1`, [since])
  return rows.map((row) => row.provider)
}

describe("a new site's first ingestion run", () => {
  it('is due once the first start has seeded the empty database', async () => {
    // The suite's database was prepared by scripts/prepare.ts as `npm start` prepares a new one.
    expect(await firstIngestionDueAt(await getTestPayload())).toBeInstanceOf(Date)
  })

  it('runs once however many queue runners start at the same moment, through the schedule claim, and then never again', async () => {
    const payload = await getTestPayload()
    const dueAt = new Date(Date.UTC(2032, 0, 1, 0, 0, Math.floor(Math.random() * 60), Math.floor(Math.random() * 1000)))
    await markFirstIngestionDue(payload, dueAt)
    const since = new Date()
    // Two workers and a server that runs its own queue, starting together.
    const ran = await Promise.all([runFirstIngestionIfDue(payload), runFirstIngestionIfDue(payload), runFirstIngestionIfDue(payload)])
    expect(ran.filter(Boolean)).toHaveLength(1)
    const providers = await scheduledRunsSince(since)
    // Every enabled source once (the keyless ones are on by default), the job boards included.
    expect(providers).toContain('remoteok')
    expect(providers).toContain('greenhouse')
    expect(new Set(providers).size).toBe(providers.length)
    const { rows } = await poolOf(payload).query(`SELECT 1 FROM scheduled_task_claims WHERE task = 'ingestEnabledProviders' AND due_at = $1`, [dueAt])
    expect(rows).toHaveLength(1)

    // A runner starting later (a restart, a third worker) finds it claimed.
    expect(await runFirstIngestionIfDue(payload)).toBe(false)
    expect(await scheduledRunsSince(since)).toHaveLength(providers.length)
  })
})
