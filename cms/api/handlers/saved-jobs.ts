import { PRIVATE_CACHE_CONTROL } from '@cms/contract/caching'
import { listSavedJobs } from '@cms/domain/accounts/savedJobs'
import { requireUser } from '@cms/domain/accounts/guards'
import { handler } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'

/** GET /api/saved-jobs -> { jobs } of the signed-in user; 401 signed out. */
export const GET = handler(async (request: Request) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, request)
  return Response.json({ jobs: await listSavedJobs(payload, user) }, { headers: { 'Cache-Control': PRIVATE_CACHE_CONTROL } })
})
