import { jobKeywords, parseKeywordLimit } from '@cms/domain/jobs/keywords'
import { handler } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'

/** GET /api/keywords/jobs?limit= (default 5, at most 50) -> { success, jobs: [...] } */
export const GET = handler(async (request: Request) => {
  const limit = parseKeywordLimit(new URL(request.url).searchParams.get('limit'))
  return Response.json({ success: true, jobs: await jobKeywords(await getPayloadClient(), limit) })
})
