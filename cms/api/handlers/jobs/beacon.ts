import { jobBeaconRequestSchema } from '@cms/contract/jobPosts'
import { countJobEvent } from '@cms/domain/jobStats/countJobEvent'
import { readJsonBody } from '@cms/lib/body'
import { clientIp } from '@cms/lib/clientIp'
import { handler, HttpError } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'
import type { RouteContext } from '@cms/api/route'

/** POST /api/jobs/{slug}/beacon { event: 'view' | 'apply' } -> 204 (counted once per client, job, event and day, or ignored); 400 bad body, 404 unknown job, 429 too many. */
export const POST = handler(async (request: Request, { params }: RouteContext<'slug'>) => {
  const parsed = jobBeaconRequestSchema.safeParse(await readJsonBody(request))
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid input')
  await countJobEvent(await getPayloadClient(), params.slug, parsed.data.event, { userAgent: request.headers.get('user-agent'), client: clientIp(request) })
  return new Response(null, { status: 204 })
})
