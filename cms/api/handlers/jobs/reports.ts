import { reportJobRequestSchema } from '@cms/contract/reports'
import { reportJob } from '@cms/domain/trust/reportJob'
import { clientIp } from '@cms/lib/clientIp'
import { handler, HttpError } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'
import { readJsonBody } from '@cms/lib/body'
import type { RouteContext } from '@cms/api/route'

/** POST /api/jobs/{slug}/reports { reason, details?, email? } -> 201 { success, message }; 400 bad input, 404 unknown job, 429 too many. */
export const POST = handler(async (request: Request, { params }: RouteContext<'slug'>) => {
  const { slug } = params
  const body = await readJsonBody(request).catch((error: HttpError) => {
    throw new HttpError(error.status, error.message, { success: false })
  })
  const parsed = reportJobRequestSchema.safeParse(body)
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid input', { success: false })
  const payload = await getPayloadClient()
  return Response.json(await reportJob(payload, slug, parsed.data, { address: clientIp(request) }), { status: 201 })
})
