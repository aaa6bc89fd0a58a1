import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The process-wide Payload instance (Payload caches it; this only names the call). */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}
