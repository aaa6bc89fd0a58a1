import { simulatePurchaseRequestSchema } from '@cms/contract/commerce'
import { commerceSettings } from '@cms/domain/commerce/settings'
import { simulatePurchase, TEST_ENDPOINTS_DISABLED } from '@cms/domain/commerce/simulatePurchase'
import { readJsonBody } from '@cms/lib/body'
import { handler, jsonError } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'

/** POST /api/test/simulate-purchase {email}: exists only with ENABLE_TEST_ENDPOINTS=true (404 otherwise). */
export const POST = handler(async (request: Request) => {
  if (!commerceSettings.testEndpointsEnabled) return jsonError(404, TEST_ENDPOINTS_DISABLED, { success: false })
  const { email } = simulatePurchaseRequestSchema.parse(await readJsonBody(request))
  return Response.json(await simulatePurchase(await getPayloadClient(), email))
})
