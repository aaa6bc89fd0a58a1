import { MSG, registerBodySchema } from '@cms/contract/accounts'
import { register } from '@cms/domain/accounts/register'
import { readFormFields } from '@cms/lib/body'
import { handler, HttpError } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'
import { refusedAnswer, saveIntentOf, signedInAnswer } from './formSignIn'

/**
 * POST /api/auth/register/form: the registration form's plain post (`/register` before its scripts run, or
 * without them). The same checks and limits as POST /api/auth/register, plus the confirmation the page asks for;
 * 303 to /profile (or the saved job), or back to /register with the error.
 */
export const POST = handler(async (request: Request) => {
  const fields = await readFormFields(request)
  try {
    const input = registerBodySchema.parse(fields)
    if (fields.confirmPassword !== fields.password) throw new HttpError(400, fields.confirmPassword ? MSG.mismatch : MSG.confirmRequired)
    const payload = await getPayloadClient()
    return await signedInAnswer(payload, await register(payload, input, request.headers), saveIntentOf(request))
  } catch (error) {
    return refusedAnswer(request, '/register', error)
  }
})
