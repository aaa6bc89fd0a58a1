import { z } from 'zod'
import { isStaff } from '../../../../../../collections/access/isStaff'
import { currentUser } from '../../../../../domain/accounts/currentUser'
import { getPostBySlug, getPostPreviewBySlug } from '../../../../../domain/blog/posts'
import { verifyPreviewToken } from '../../../../../domain/blog/previewToken'
import { env } from '../../../../../lib/env'
import { handler, HttpError } from '../../../../../lib/http'
import { getPayloadClient } from '../../../../../lib/payload'

const slugSchema = z.string().min(1).max(200, 'Blog post not found')

/**
 * A published post; with `?preview=<signed token>` (the Preview button in /cms) or an editor's or
 * admin's session, the latest draft instead. Everyone else gets 404 for drafts.
 */
export const GET = handler(async (request: Request, { params }: { params: Promise<{ slug: string }> }) => {
  const slug = slugSchema.safeParse((await params).slug)
  if (!slug.success) throw new HttpError(404, 'Blog post not found')
  const payload = await getPayloadClient()
  const previewToken = new URL(request.url).searchParams.get('preview')
  const preview = previewToken !== null && (verifyPreviewToken(env.payloadSecret, slug.data, previewToken) || isStaff(await currentUser(payload, request)))
  const post = preview ? await getPostPreviewBySlug(payload, slug.data) : await getPostBySlug(payload, slug.data)
  if (!post) throw new HttpError(404, 'Blog post not found')
  // A preview shows unpublished text: never let a shared cache keep it.
  return Response.json(post, preview ? { headers: { 'Cache-Control': 'private, no-store' } } : undefined)
})
