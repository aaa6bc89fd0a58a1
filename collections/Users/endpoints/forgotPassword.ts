import { addDataAndFileToRequest, type Endpoint } from 'payload'
import { emailBodySchema } from '@cms/contract/accounts'
import { requestPasswordReset } from '@cms/domain/accounts/passwordReset'
import { clientIp } from '@cms/lib/clientIp'
import { HttpError } from '@cms/lib/http'

/**
 * Replaces Payload's POST /cms/api/users/forgot-password (the admin UI's "forgot password" form) with the
 * site's one reset mechanism (`requestPasswordReset`): the same rate limits, the same answer and timing for
 * known and unknown addresses (the link is issued in the background), and single-use links stored only as hashes.
 * Payload answers a thrown HttpError (an APIError) with its status and message.
 */
export const forgotPasswordEndpoint: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    const parsed = emailBodySchema.safeParse(req.data ?? {})
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Please enter a valid email address')
    const { message } = await requestPasswordReset(req.payload, parsed.data.email, clientIp(req))
    return Response.json({ message })
  },
}
