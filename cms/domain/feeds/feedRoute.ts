import type { FeedFormat } from '../../contract/feeds'
import { handler } from '../../lib/http'
import { getPayloadClient } from '../../lib/payload'
import { poolOf } from '../../lib/sql'
import { feedResponse } from './feedResponse'
import { renderJobFeed } from './jobFeed'

/** The GET handler of /feeds/jobs.{rss,atom,json}: same parameters as /search; bad filters are a JSON 400. */
export const feedRoute = (format: FeedFormat) =>
  handler(async (request: Request) => {
    const feed = await renderJobFeed(poolOf(await getPayloadClient()), new URL(request.url).searchParams, format)
    return feedResponse(request, format, feed)
  })
