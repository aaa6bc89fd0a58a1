import { SEARCH_COUNT_LIMIT } from '@cms/contract/jobValues'
import { parseJobQuery } from '@cms/domain/jobs/params'
import { countJobs, searchJobs } from '@cms/domain/jobs/searchJobs'
import { readPoolOf } from '@cms/lib/sql'
import { handler } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'

/** GET /api/search?q,location,category,(other filters),page,limit,sort -> { jobs, pagination }; with count=true -> { count }. */
export const GET = handler(async (request: Request) => {
  const params = new URL(request.url).searchParams
  const query = parseJobQuery(params)
  const payload = await getPayloadClient()
  if (params.get('count') === 'true') return Response.json({ count: await countJobs(readPoolOf(payload), query) })
  // A keyword page's strict search names its number ("22 live jobs mention SEO"): it stays exact.
  return Response.json(await searchJobs(payload, query.match === 'smart' ? { ...query, countLimit: SEARCH_COUNT_LIMIT } : query))
})
