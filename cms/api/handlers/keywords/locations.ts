import { locationKeywords, parseKeywordLimit } from '@cms/domain/jobs/keywords'
import { handler } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'

/** GET /api/keywords/locations?limit= (default 5, at most 50) -> { success, locations: [...] } */
export const GET = handler(async (request: Request) => {
  const limit = parseKeywordLimit(new URL(request.url).searchParams.get('limit'))
  return Response.json({ success: true, locations: await locationKeywords(await getPayloadClient(), limit) })
})
