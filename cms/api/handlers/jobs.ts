import { SEARCH_COUNT_LIMIT } from '@cms/contract/jobValues'
import { parseJobQuery } from '@cms/domain/jobs/params'
import { searchJobs } from '@cms/domain/jobs/searchJobs'
import { handler } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'

/** GET /api/jobs?category,type,location,experience,salary,timezone,page,limit,sort -> { jobs, pagination } */
export const GET = handler(async (request: Request) => {
  const query = parseJobQuery(new URL(request.url).searchParams)
  return Response.json(await searchJobs(await getPayloadClient(), { ...query, q: '', countLimit: SEARCH_COUNT_LIMIT }))
})
