import type { Payload } from 'payload'
import { currentUser } from '@cms/domain/accounts/currentUser'
import { env } from '@cms/lib/env'
import { isStaff } from '@collections/access/isStaff'
import { verifyPreviewToken } from './previewToken'

/**
 * Whether a request may see a post's latest draft: it asks for a preview (`?preview=`) and either carries
 * the signed token for this slug (the /cms Preview link) or comes from a signed-in editor or admin.
 */
export async function canPreview(payload: Payload, request: Request, slug: string): Promise<boolean> {
  const token = new URL(request.url).searchParams.get('preview')
  if (token === null) return false
  return verifyPreviewToken(env.payloadSecret, slug, token) || isStaff(await currentUser(payload, request))
}
