import { parseJobQuery } from '../../../domain/jobs/params'
import { searchJobs } from '../../../domain/jobs/searchJobs'
import { handler } from '../../../lib/http'
import { getPayloadClient } from '../../../lib/payload'

/** GET /api/jobs?category,type,location,experience,salary,timezone,page,limit,sort -> { jobs, pagination } */
export const GET = handler(async (request: Request) => {
  const query = parseJobQuery(new URL(request.url).searchParams)
  return Response.json(await searchJobs(await getPayloadClient(), { ...query, q: '' }))
})
