import type { Payload } from 'payload'
import { settings } from '@cms/lib/settings'

/** Where contact messages are mailed: SUPPORT_EMAIL, else the first admin account (there always is one: the seed makes it). */
export async function staffInbox(payload: Payload): Promise<string | null> {
  const configured = settings().SUPPORT_EMAIL
  if (configured) return configured
  const { docs } = await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, sort: 'id', limit: 1, depth: 0, overrideAccess: true, select: { email: true } })
  return docs[0]?.email ?? null
}
