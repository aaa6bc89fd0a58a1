import { jobSlugBodySchema } from '@cms/contract/accounts'
import { setJobSaved } from '@cms/domain/accounts/savedJobs'
import { toSessionUser } from '@cms/domain/accounts/toSessionUser'
import { requireUser } from '@cms/domain/accounts/guards'
import { handler } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'
import { readJsonBody } from '@cms/lib/body'

/** POST /api/auth/save-job { jobSlug } -> { success, user } with savedJobs as slugs; 401 signed out, 404 unknown job. */
export const POST = handler(async (request: Request) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, request)
  const { jobSlug } = jobSlugBodySchema.parse(await readJsonBody(request))
  const updated = await setJobSaved(payload, user, jobSlug, true)
  return Response.json({ success: true, user: toSessionUser(updated) })
})
