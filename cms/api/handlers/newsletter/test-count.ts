import { countSubscribers } from '@cms/domain/newsletter/subscribers'
import { requireAdmin } from '@cms/domain/accounts/guards'
import { handler } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'

/** Admins only: { count } of active subscribers. */
export const GET = handler(async (request: Request) => {
  const payload = await getPayloadClient()
  await requireAdmin(payload, request)
  return Response.json({ count: await countSubscribers(payload) })
})
