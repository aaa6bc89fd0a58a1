import { rethrowAsHttp } from '@cms/api/failures'
import type { FeedFormat } from '@cms/contract/feeds'
import { handler } from '@cms/lib/http'
import { getPayloadClient } from '@cms/payloadClient'
import { readPoolOf } from '@cms/lib/sql'
import { feedResponse } from './feedResponse'
import { renderJobFeed } from '@cms/domain/feeds/jobFeed'

/** The GET handler of /feeds/jobs.{rss,atom,json}: same parameters as /search; bad filters are a JSON 400. */
export const feedRoute = (format: FeedFormat) =>
  handler(async (request: Request) => {
    // A bad filter is the domain's 'invalid' failure: the same JSON 400 the API answers.
    const feed = await renderJobFeed(readPoolOf(await getPayloadClient()), new URL(request.url).searchParams, format).catch(rethrowAsHttp)
    return feedResponse(request, format, feed)
  })
