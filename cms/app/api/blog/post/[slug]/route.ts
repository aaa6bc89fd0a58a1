import { z } from 'zod'
import { getPostBySlug } from '@cms/domain/blog/posts'
import { handler, HttpError } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'

const slugSchema = z.string().min(1).max(200, 'Blog post not found')

export const GET = handler(async (_request: Request, { params }: { params: Promise<{ slug: string }> }) => {
  const slug = slugSchema.safeParse((await params).slug)
  const post = slug.success ? await getPostBySlug(await getPayloadClient(), slug.data) : null
  if (!post) throw new HttpError(404, 'Blog post not found')
  return Response.json(post)
})
