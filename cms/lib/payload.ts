import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The process-wide Payload instance (Payload caches it; this only names the call). `cron: true` also
 * starts the jobs-queue crons (`jobs.autoRun`) in this process: the worker and a server that runs its
 * own queue ask for them; Payload's own routes do too.
 */
export function getPayloadClient({ cron = false }: { cron?: boolean } = {}): Promise<Payload> {
  return getPayload({ config, cron })
}
