import { parseJobQuery } from '../../../../domain/jobs/params'
import { categoryPage } from '../../../../domain/jobs/taxonomyPages'
import { handler } from '../../../../lib/http'
import { getPayloadClient } from '../../../../lib/payload'

/** GET /api/categories/{slug}[?q,type,location,...,page,limit,sort] -> { category, count, jobs, pagination }, or a JSON 404. */
export const GET = handler(async (request: Request, { params }: { params: Promise<{ slug: string }> }) => {
  const { slug } = await params
  const query = parseJobQuery(new URL(request.url).searchParams)
  return Response.json(await categoryPage(await getPayloadClient(), slug, query))
})
