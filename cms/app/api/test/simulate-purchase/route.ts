import { simulatePurchaseRequestSchema } from '../../../../contract/commerce'
import { commerceSettings } from '../../../../domain/commerce/settings'
import { simulatePurchase, TEST_ENDPOINTS_DISABLED } from '../../../../domain/commerce/simulatePurchase'
import { readJsonBody } from '../../../../lib/body'
import { handler, jsonError } from '../../../../lib/http'
import { getPayloadClient } from '../../../../lib/payload'

/** POST /api/test/simulate-purchase {email}: exists only with ENABLE_TEST_ENDPOINTS=true (404 otherwise). */
export const POST = handler(async (request: Request) => {
  if (!commerceSettings.testEndpointsEnabled) return jsonError(404, TEST_ENDPOINTS_DISABLED, { success: false })
  const { email } = simulatePurchaseRequestSchema.parse(await readJsonBody(request))
  return Response.json(await simulatePurchase(await getPayloadClient(), email))
})
