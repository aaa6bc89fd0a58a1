import { jobPostCheckoutRequestSchema } from '@cms/contract/jobPosts'
import { startJobPostCheckout } from '@cms/domain/jobPosts/checkout'
import { authorisedPost } from '@cms/domain/jobPosts/store'
import { handler } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'
import type { RouteContext } from '@cms/api/route'
import { parseJobPostBody } from './parseBody'

/** POST /api/job-posts/{id}/checkout { token, tier? } -> { url } of Stripe Checkout; 403/404/409/503. */
export const POST = handler(async (request: Request, { params }: RouteContext<'id'>) => {
  const { token, tier } = await parseJobPostBody(request, jobPostCheckoutRequestSchema)
  const payload = await getPayloadClient()
  return Response.json(await startJobPostCheckout(payload, await authorisedPost(payload, params.id, token), tier))
})
