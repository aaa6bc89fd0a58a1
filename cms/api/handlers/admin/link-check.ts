import { requireAdmin } from '@cms/domain/accounts/guards'
import { linkCheckOverview, queueLinkCheckPass } from '@cms/domain/linkCheck/overview'
import { handler } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'

/** GET: the job-quality panel's figures (admins only). */
export const GET = handler(async (request) => {
  const payload = await getPayloadClient()
  await requireAdmin(payload, request)
  return Response.json(await linkCheckOverview(payload))
})

/** POST: run a link-check pass now (admins only); answers 202 at once. */
export const POST = handler(async (request) => {
  const payload = await getPayloadClient()
  await requireAdmin(payload, request)
  return Response.json(await queueLinkCheckPass(payload), { status: 202 })
})
