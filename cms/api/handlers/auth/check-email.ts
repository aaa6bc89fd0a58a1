import { emailBodySchema } from '@cms/contract/accounts'
import { enforceRateLimits, LIMITS } from '@cms/domain/accounts/rateLimit'
import { emailExists } from '@cms/domain/accounts/register'
import { clientIp } from '@cms/lib/clientIp'
import { handler } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'
import { readJsonBody } from '@cms/lib/body'

/** POST /api/auth/check-email { email } -> { exists } (rate-limited per client: it reveals registered addresses). */
export const POST = handler(async (request: Request) => {
  const { email } = emailBodySchema.parse(await readJsonBody(request))
  const payload = await getPayloadClient()
  await enforceRateLimits(payload, [{ name: 'check-email:client', subject: clientIp(request), ...LIMITS.checkEmailPerClient }])
  return Response.json({ exists: await emailExists(payload, email) })
})
