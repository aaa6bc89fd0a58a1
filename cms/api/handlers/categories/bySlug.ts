import { parseJobQuery } from '@cms/domain/jobs/params'
import { categoryPage } from '@cms/domain/jobs/taxonomyPages'
import { handler } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'
import type { RouteContext } from '@cms/api/route'

/** GET /api/categories/{slug}[?q,type,location,...,page,limit,sort] -> { category, count, jobs, pagination }, or a JSON 404. */
export const GET = handler(async (request: Request, { params }: RouteContext<'slug'>) => {
  const { slug } = params
  const query = parseJobQuery(new URL(request.url).searchParams)
  return Response.json(await categoryPage(await getPayloadClient(), slug, query))
})
