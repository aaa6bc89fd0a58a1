import { JOB_POST_MESSAGES, LOGO_MAX_BYTES } from '@cms/contract/jobPosts'
import { fieldErrors } from '@cms/domain/jobPosts/fieldErrors'
import { countLogoUpload, saveLogo } from '@cms/domain/jobPosts/logo'
import { authorisedPost } from '@cms/domain/jobPosts/store'
import { clientIp } from '@cms/lib/clientIp'
import { handler, HttpError } from '@cms/lib/http'
import { multipartUpload } from '@cms/lib/multipart'
import { getPayloadClient } from '@cms/lib/payload'
import type { RouteContext } from '@cms/api/route'

/** POST /api/job-posts/{id}/logo, multipart `token` + `file` -> { success, logo }; 400/403/404/413/415, 429 past the per-client limit. */
export const POST = handler(async (request: Request, { params }: RouteContext<'id'>) => {
  const payload = await getPayloadClient()
  await countLogoUpload(payload, clientIp(request))
  const upload = await multipartUpload(request, {
    field: 'file',
    what: 'logo',
    maxBytes: LOGO_MAX_BYTES,
    tooLargeMessage: JOB_POST_MESSAGES.logoTooLarge,
    missingMessage: JOB_POST_MESSAGES.logoMissing,
  }).catch((error: unknown) => {
    throw error instanceof HttpError && error.status === 400 ? fieldErrors({ file: error.message }) : error
  })
  const token = upload.form.get('token')
  if (typeof token !== 'string' || !token.trim()) throw fieldErrors({ token: JOB_POST_MESSAGES.token })
  return Response.json(await saveLogo(payload, await authorisedPost(payload, params.id, token.trim()), upload))
})
