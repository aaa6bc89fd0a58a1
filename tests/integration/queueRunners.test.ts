import config from '@payload-config'
import { getPayload } from 'payload'
import { afterAll, expect, it } from 'vitest'
import { getPayloadClient } from '@cms/payloadClient'

/**
 * One process, one queue runner. Next's /cms starts a Payload instance of its own with crons on (its first
 * request does, even for a public media file); polling beside the server's instance, the two claimed and ran the
 * same jobs. Only the instance our code asks to run the queue gets crons.
 */
const stopped: { destroy(): Promise<void> }[] = []
afterAll(async () => {
  for (const payload of stopped) await payload.destroy()
})

it('starts no crons in an instance started elsewhere with crons on, as Next starts its own', async () => {
  const nextLike = await getPayload({ config, cron: true, key: 'as-next-starts-it' })
  stopped.push(nextLike)
  expect(nextLike.crons).toHaveLength(0)
})

it('starts the queue crons in the instance our process asks to run the queue, once', async () => {
  const runner = await getPayloadClient({ cron: true })
  const crons = runner.crons.length
  await getPayloadClient({ cron: true })
  expect(runner.crons).toHaveLength(crons)
  // Every queue every minute, and scheduled posts more often.
  expect(crons).toBe(2)
  // The suite's shared instance polls nothing after this file.
  for (const cron of runner.crons.splice(0)) cron.stop()
})
