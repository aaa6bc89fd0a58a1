import { getJobBySlug } from '@cms/domain/jobs/getJob'
import { handler } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'
import type { RouteContext } from '@cms/api/route'

/** GET /api/jobs/{slug} -> the job, or a JSON 404. */
export const GET = handler(async (_request: Request, { params }: RouteContext<'slug'>) => {
  const { slug } = params
  return Response.json(await getJobBySlug(await getPayloadClient(), slug))
})
