import type { Endpoint } from 'payload'

/**
 * For a collection or global that keeps no versions: Payload still routes `/versions` there and fails
 * (500) on the missing tables; these answer a plain 404 first.
 */
export const noVersionRoutes: Endpoint[] = ['/versions', '/versions/:id'].map((path) => ({
  path,
  method: 'get',
  handler: () => Response.json({ message: 'Not Found' }, { status: 404 }),
}))
