import { ingestRequestSchema } from '@cms/contract/admin'
import { listRecentRuns, runIngestionNow } from '@cms/domain/integrations/trigger'
import { requireAdmin } from '@cms/domain/accounts/guards'
import { handler } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'
import { readJsonBody } from '@cms/lib/body'


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
