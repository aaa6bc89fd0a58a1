import { createJobPostRequestSchema } from '@cms/contract/jobPosts'
import { countCreateAttempt, createJobPost } from '@cms/domain/jobPosts/createPost'
import { clientIp } from '@cms/lib/clientIp'
import { handler } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'
import { parseJobPostBody } from './parseBody'

/** POST /api/job-posts -> 201 { success, id, token, message }; 400 with a message per field; 429 past the per-client limit. */
export const POST = handler(async (request: Request) => {
  const payload = await getPayloadClient()
  // Every attempt counts, valid or not, so the form cannot be used to probe or flood.
  await countCreateAttempt(payload, clientIp(request))
  const input = await parseJobPostBody(request, createJobPostRequestSchema)
  return Response.json(await createJobPost(payload, input), { status: 201 })
})
