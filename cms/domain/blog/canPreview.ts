import { env } from '@cms/lib/env'
import type { User } from '@cms/payload-types'
import { isStaff } from '@cms/contract/access'
import { verifyPreviewToken } from './previewToken'

/**
 * Whether a reader may see a post's latest draft: they ask for a preview (`token`, from `?preview=`) and either
 * carry the signed token for this slug (the /cms Preview link) or are a signed-in editor or admin (`viewer`, read
 * only when the token does not do).
 */
export async function canPreview(slug: string, token: string | null, viewer: () => Promise<User | null>): Promise<boolean> {
  if (token === null) return false
  return verifyPreviewToken(env.payloadSecret, slug, token) || isStaff(await viewer())
}
