import { jobSlugBodySchema } from '../../../../contract/accounts'
import { setJobSaved } from '../../../../domain/accounts/savedJobs'
import { toSessionUser } from '../../../../domain/accounts/toSessionUser'
import { requireUser } from '../../../../lib/guards'
import { handler } from '../../../../lib/http'
import { getPayloadClient } from '../../../../lib/payload'
import { readJsonBody } from '../../../../lib/body'

/** POST /api/auth/save-job { jobSlug } -> { success, user } with savedJobs as slugs; 401 signed out, 404 unknown job. */
export const POST = handler(async (request: Request) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, request)
  const { jobSlug } = jobSlugBodySchema.parse(await readJsonBody(request))
  const updated = await setJobSaved(payload, user, jobSlug, true)
  return Response.json({ success: true, user: toSessionUser(updated) })
})
