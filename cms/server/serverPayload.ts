import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The custom server's own Payload instance. The server (run by tsx) and Next's bundled route handlers
 * live in one process but load separate copies of the `payload` module; Payload caches instances on
 * `global`, so without a key of its own whichever side started first would hand its instance to the
 * other, and `instanceof AuthenticationError` in a route handler fails on an error thrown by the other
 * copy (a wrong password answered 500). Each side keeps its own instance and pool instead.
 */
export function serverPayload({ cron = false }: { cron?: boolean } = {}): Promise<Payload> {
  return getPayload({ config, key: 'site-server', cron })
}
