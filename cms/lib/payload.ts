import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

let instanceKey: string | undefined

/**
 * Called by our own server before Next starts. The server (run by tsx) and Next's bundle live in one process
 * but load separate copies of the `payload` module; Payload caches instances on `global`, so without a key of
 * its own whichever side started first would hand its instance to the other, and `instanceof
 * AuthenticationError` in a handler fails on an error thrown by the other copy (a wrong password answered
 * 500). The /api table, the renderer and the queue use the server's instance; Next's /cms keeps its own.
 */
export function keepPayloadApartFromNext(): void {
  instanceKey = 'site-server'
}

/**
 * The process-wide Payload instance (Payload caches it; this only names the call). `cron: true` also
 * starts the jobs-queue crons (`jobs.autoRun`) in this process: the worker and a server that runs its
 * own queue ask for them.
 */
export function getPayloadClient({ cron = false }: { cron?: boolean } = {}): Promise<Payload> {
  return getPayload({ config, cron, key: instanceKey })
}
