import { countryLandingPage } from '@cms/domain/jobs/countryLanding'
import { parseJobQuery } from '@cms/domain/jobs/params'
import { handler } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'
import type { RouteContext } from '@cms/api/route'

/** GET /api/remote-jobs-from/{slug}[?type,category,...,tz,page,limit,sort] -> { country, count, jobs, pagination }, or a JSON 404. */
export const GET = handler(async (request: Request, { params }: RouteContext<'slug'>) => {
  const query = parseJobQuery(new URL(request.url).searchParams)
  return Response.json(await countryLandingPage(await getPayloadClient(), params.slug, query))
})
