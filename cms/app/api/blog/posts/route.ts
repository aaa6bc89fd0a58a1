import { listPosts } from '../../../../domain/blog/posts'
import { handler } from '../../../../lib/http'
import { getPayloadClient } from '../../../../lib/payload'

export const GET = handler(async () => Response.json({ posts: await listPosts(await getPayloadClient()) }))
