import { ingestRequestSchema } from '../../../../contract/admin'
import { listRecentRuns, runIngestionNow } from '../../../../domain/integrations/trigger'
import { requireAdmin } from '../../../../lib/guards'
import { handler } from '../../../../lib/http'
import { getPayloadClient } from '../../../../lib/payload'
import { readJsonBody } from '../../../../lib/body'

export const dynamic = 'force-dynamic'

/** The latest ingestion runs (newest first). */
export const GET = handler(async (request) => {
  const payload = await getPayloadClient()
  await requireAdmin(payload, request)
  return Response.json({ runs: await listRecentRuns(payload) })
})

/** Run one provider ({ provider }) or every enabled provider ({}) now, through the jobs queue. */
export const POST = handler(async (request) => {
  const payload = await getPayloadClient()
  await requireAdmin(payload, request)
  const body = ingestRequestSchema.parse((await readJsonBody(request, { allowEmpty: true })) ?? {})
  return Response.json({ runs: await runIngestionNow(payload, body.provider) })
})
