/** /feeds/jobs.{rss,atom,json}: the newest matching active jobs, this many. */
export const FEED_ITEM_LIMIT = 50

/** The feed formats, their paths and content types. */
export const FEED_FORMATS = {
  rss: { path: '/feeds/jobs.rss', contentType: 'application/rss+xml; charset=utf-8', title: 'RSS' },
  atom: { path: '/feeds/jobs.atom', contentType: 'application/atom+xml; charset=utf-8', title: 'Atom' },
  json: { path: '/feeds/jobs.json', contentType: 'application/feed+json; charset=utf-8', title: 'JSON Feed' },
} as const
export type FeedFormat = keyof typeof FEED_FORMATS
