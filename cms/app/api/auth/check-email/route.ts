import { emailBodySchema } from '../../../../contract/accounts'
import { enforceRateLimits, LIMITS } from '../../../../domain/accounts/rateLimit'
import { emailExists } from '../../../../domain/accounts/register'
import { clientIp } from '../../../../lib/clientIp'
import { handler } from '../../../../lib/http'
import { getPayloadClient } from '../../../../lib/payload'
import { readJsonBody } from '../../../../lib/body'

/** POST /api/auth/check-email { email } -> { exists } (rate-limited per client: it reveals registered addresses). */
export const POST = handler(async (request: Request) => {
  const { email } = emailBodySchema.parse(await readJsonBody(request))
  const payload = await getPayloadClient()
  await enforceRateLimits(payload, [{ name: 'check-email:client', subject: clientIp(request), ...LIMITS.checkEmailPerClient }])
  return Response.json({ exists: await emailExists(payload, email) })
})
