import { env } from '../../lib/env'
import { createPreviewToken } from './previewToken'

/** The site address of a post with a signed preview token: it shows the latest draft for a day. */
export function postPreviewUrl(slug: string): string {
  const token = createPreviewToken(env.payloadSecret, slug)
  return `${env.siteUrl}/blog/post/${encodeURIComponent(slug)}?preview=${encodeURIComponent(token)}`
}
