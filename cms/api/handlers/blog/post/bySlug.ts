import { z } from 'zod'
import { canPreview } from '@cms/domain/blog/canPreview'
import { getPostBySlug, getPostPreviewBySlug } from '@cms/domain/blog/posts'
import { handler, HttpError } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'
import type { RouteContext } from '@cms/api/route'

const slugSchema = z.string().min(1).max(200, 'Blog post not found')

/**
 * A published post; with `?preview=<signed token>` (the Preview button in /cms) or an editor's or
 * admin's session plus `?preview`, the latest draft instead. Everyone else gets 404 for drafts.
 */
export const GET = handler(async (request: Request, { params }: RouteContext<'slug'>) => {
  const slug = slugSchema.safeParse(params.slug)
  if (!slug.success) throw new HttpError(404, 'Blog post not found')
  const payload = await getPayloadClient()
  const preview = await canPreview(payload, request, slug.data)
  const post = preview ? await getPostPreviewBySlug(payload, slug.data) : await getPostBySlug(payload, slug.data)
  if (!post) throw new HttpError(404, 'Blog post not found')
  // A preview shows unpublished text: never let a shared cache keep it.
  return Response.json(post, preview ? { headers: { 'Cache-Control': 'private, no-store' } } : undefined)
})
