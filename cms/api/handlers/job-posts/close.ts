import { jobPostTokenRequestSchema } from '@cms/contract/jobPosts'
import { closeJobPost } from '@cms/domain/jobPosts/closePost'
import { authorisedPost } from '@cms/domain/jobPosts/store'
import { handler } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'
import type { RouteContext } from '@cms/api/route'
import { parseJobPostBody } from './parseBody'

/** POST /api/job-posts/{id}/close { token } -> the manage view of the ended post; its job expires. */
export const POST = handler(async (request: Request, { params }: RouteContext<'id'>) => {
  const { token } = await parseJobPostBody(request, jobPostTokenRequestSchema)
  const payload = await getPayloadClient()
  return Response.json(await closeJobPost(payload, await authorisedPost(payload, params.id, token)))
})
