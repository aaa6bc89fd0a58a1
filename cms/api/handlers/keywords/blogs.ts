import { blogKeywords, parseKeywordLimit } from '@cms/domain/jobs/keywords'
import { handler } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'

/** GET /api/keywords/blogs?limit= (default 5, at most 50) -> { success, blogs: [...] } */
export const GET = handler(async (request: Request) => {
  const limit = parseKeywordLimit(new URL(request.url).searchParams.get('limit'))
  return Response.json({ success: true, blogs: await blogKeywords(await getPayloadClient(), limit) })
})
