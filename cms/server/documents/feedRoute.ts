import { rethrowAsHttp } from '@cms/api/failures'
import type { FeedFormat } from '@cms/contract/feeds'
import { createSharedCache } from '@cms/lib/cache/sharedCache'
import { handler } from '@cms/lib/http'
import { settings } from '@cms/lib/settings'
import { getPayloadClient } from '@cms/payloadClient'
import { readPoolOf } from '@cms/lib/sql'
import { feedResponse } from './feedResponse'
import { renderJobFeed, type RenderedFeed } from '@cms/domain/feeds/jobFeed'

/**
 * Rendered feeds per format and query: the same for every reader, and the plain feeds are polled far more often
 * than the jobs change, so they are kept like the API's shared answers (PUBLIC_READ_CACHE_SECONDS, emptied on any
 * data change on any server) instead of searching and writing the XML again on every poll.
 */
const renderedFeeds = createSharedCache<RenderedFeed>({
  name: 'feeds',
  ttlMs: settings().PUBLIC_READ_CACHE_SECONDS * 1000,
  max: 500,
  maxBytes: 32 * 1024 * 1024,
  size: (feed) => feed.body.length,
})

/** The GET handler of /feeds/jobs.{rss,atom,json}: same parameters as /search; bad filters are a JSON 400. */
export const feedRoute = (format: FeedFormat) =>
  handler(async (request: Request) => {
    const url = new URL(request.url)
    // A bad filter is the domain's 'invalid' failure: the same JSON 400 the API answers (never kept).
    const feed = await renderedFeeds.get(`${format}${url.search}`, async () => renderJobFeed(readPoolOf(await getPayloadClient()), url.searchParams, format)).catch(rethrowAsHttp)
    return feedResponse(request, format, feed)
  })
