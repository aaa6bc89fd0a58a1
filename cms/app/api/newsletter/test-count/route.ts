import { countSubscribers } from '../../../../domain/newsletter/subscribers'
import { requireAdmin } from '../../../../lib/guards'
import { handler } from '../../../../lib/http'
import { getPayloadClient } from '../../../../lib/payload'

/** Admins only: { count } of active subscribers. */
export const GET = handler(async (request: Request) => {
  const payload = await getPayloadClient()
  await requireAdmin(payload, request)
  return Response.json({ count: await countSubscribers(payload) })
})
