import { JOB_POST_MESSAGES } from '@cms/contract/jobPosts'
import { manageView, postByToken } from '@cms/domain/jobPosts/store'
import { fieldErrors } from '@cms/domain/jobPosts/fieldErrors'
import { handler } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'

/** GET /api/job-posts/manage?token= -> the post the token manages; 400 without a token, 403 for a token no post has. */
export const GET = handler(async (request: Request) => {
  const token = new URL(request.url).searchParams.get('token')?.trim()
  if (!token) throw fieldErrors({ token: JOB_POST_MESSAGES.token })
  const payload = await getPayloadClient()
  return Response.json(await manageView(payload, await postByToken(payload, token)))
})
