import { updateJobPostRequestSchema } from '@cms/contract/jobPosts'
import { editJobPost } from '@cms/domain/jobPosts/editPost'
import { authorisedPost } from '@cms/domain/jobPosts/store'
import { handler } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'
import type { RouteContext } from '@cms/api/route'
import { parseJobPostBody } from './parseBody'

/** PATCH /api/job-posts/{id} { token, ...fields } -> the manage view; a live post's edit waits for staff. */
export const PATCH = handler(async (request: Request, { params }: RouteContext<'id'>) => {
  const { token, ...fields } = await parseJobPostBody(request, updateJobPostRequestSchema)
  const payload = await getPayloadClient()
  return Response.json(await editJobPost(payload, await authorisedPost(payload, params.id, token), fields))
})
