import { FEED_FORMATS } from '@cms/contract/feeds'

/**
 * Feed autodiscovery for a job list: React 19 hoists these <link rel="alternate"> elements into <head>.
 * `search` holds the /search query parameters of the list's filters.
 */
export function FeedLinks({ search, title }: { search: string; title: string }) {
  const suffix = search ? `?${search}` : ''
  return (
    <>
      {Object.values(FEED_FORMATS).map((format) => (
        <link key={format.path} rel="alternate" type={format.contentType.split(';')[0]} title={`${title} (${format.title})`} href={`${format.path}${suffix}`} />
      ))}
    </>
  )
}
