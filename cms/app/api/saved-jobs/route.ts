import { listSavedJobs } from '../../../domain/accounts/savedJobs'
import { requireUser } from '../../../lib/guards'
import { handler } from '../../../lib/http'
import { getPayloadClient } from '../../../lib/payload'

/** GET /api/saved-jobs -> { jobs } of the signed-in user; 401 signed out. */
export const GET = handler(async (request: Request) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, request)
  return Response.json({ jobs: await listSavedJobs(payload, user) }, { headers: { 'Cache-Control': 'no-store' } })
})
