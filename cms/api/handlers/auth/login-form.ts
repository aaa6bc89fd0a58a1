import { loginBodySchema } from '@cms/contract/accounts'
import { AUTH_FORM_PARAMS } from '@cms/contract/accountValues'
import { signIn } from '@cms/domain/accounts/login'
import { readFormFields } from '@cms/lib/body'
import { handler } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'
import { refusedAnswer, saveIntentOf, signedInAnswer } from './formSignIn'

/**
 * POST /api/auth/login/form: the sign-in form's plain post (`/login` before its scripts run, or without them).
 * The same checks and limits as POST /api/auth/login; 303 to /profile (or the saved job), or back to /login with
 * the error and the typed address.
 */
export const POST = handler(async (request: Request) => {
  const fields = await readFormFields(request)
  try {
    const input = loginBodySchema.parse(fields)
    const payload = await getPayloadClient()
    return await signedInAnswer(payload, await signIn(payload, input, request.headers), saveIntentOf(request))
  } catch (error) {
    return refusedAnswer(request, '/login', error, { [AUTH_FORM_PARAMS.email]: (fields.email ?? '').slice(0, 254) })
  }
})
