import { parseJobQuery } from '../../../domain/jobs/params'
import { countJobs, searchJobs } from '../../../domain/jobs/searchJobs'
import { poolOf } from '../../../lib/sql'
import { handler } from '../../../lib/http'
import { getPayloadClient } from '../../../lib/payload'

/** GET /api/search?q,location,category,(other filters),page,limit,sort -> { jobs, pagination }; with count=true -> { count }. */
export const GET = handler(async (request: Request) => {
  const params = new URL(request.url).searchParams
  const query = parseJobQuery(params)
  const payload = await getPayloadClient()
  if (params.get('count') === 'true') return Response.json({ count: await countJobs(poolOf(payload), query) })
  return Response.json(await searchJobs(payload, query))
})
