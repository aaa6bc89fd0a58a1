import { env } from '@cms/lib/env'
import { createPreviewToken } from '@cms/domain/blog/previewToken'

/** The site address of a post with a signed preview token: it shows the latest draft for a day. */
export function postPreviewUrl(slug: string): string {
  const token = createPreviewToken(env.payloadSecret, slug)
  return `${env.siteUrl}/blog/post/${encodeURIComponent(slug)}?preview=${encodeURIComponent(token)}`
}

/** The Preview button's address in /cms (admin.preview); none for a post without a slug yet. */
export const previewOf = (doc: Record<string, unknown>): string | null => (typeof doc.slug === 'string' && doc.slug ? postPreviewUrl(doc.slug) : null)
