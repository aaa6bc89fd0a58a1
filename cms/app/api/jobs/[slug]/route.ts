import { getJobBySlug } from '@cms/domain/jobs/getJob'
import { handler } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'

/** GET /api/jobs/{slug} -> the job, or a JSON 404. */
export const GET = handler(async (_request: Request, { params }: { params: Promise<{ slug: string }> }) => {
  const { slug } = await params
  return Response.json(await getJobBySlug(await getPayloadClient(), slug))
})
