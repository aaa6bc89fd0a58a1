import { listPosts } from '@cms/domain/blog/posts'
import { handler } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'

export const GET = handler(async () => Response.json({ posts: await listPosts(await getPayloadClient()) }))
