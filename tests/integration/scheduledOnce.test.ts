import { describe, expect, it } from 'vitest'
import type { TaskHandlerArgs } from 'payload'
import { oncePerDueTime } from '@cms/domain/integrations/scheduledOnce'
import { claimScheduledRun } from '@cms/domain/integrations/queueStore'
import { getTestPayload } from './helpers'

describe('scheduled tasks across processes', () => {
  it('let exactly one of many concurrent claims for the same due time win', async () => {
    const payload = await getTestPayload()
    const dueAt = new Date(Date.UTC(2030, 0, 1, 6, Math.floor(Math.random() * 60)))
    const claims = await Promise.all(Array.from({ length: 20 }, () => claimScheduledRun(payload, `test-task-${dueAt.getTime()}`, dueAt)))
    expect(claims.filter(Boolean)).toHaveLength(1)
  })

  it('run a scheduled job once when two processes queued and picked up the same due run', async () => {
    const payload = await getTestPayload()
    let runs = 0
    const handler = oncePerDueTime('ingestEnabledProviders', async () => {
      runs++
      return { output: {} }
    })
    const waitUntil = new Date(Date.UTC(2031, 0, 1, 0, Math.floor(Math.random() * 60))).toISOString()
    const args = { job: { waitUntil }, req: { payload } } as unknown as TaskHandlerArgs<'ingestEnabledProviders'>
    await Promise.all([handler(args), handler(args)])
    expect(runs).toBe(1)
    // A job queued by hand (no due time) always runs.
    await handler({ job: {}, req: { payload } } as unknown as TaskHandlerArgs<'ingestEnabledProviders'>)
    expect(runs).toBe(2)
  })
})
