import { FEED_FORMATS } from '@cms/contract/feeds'
import { Rss } from 'lucide-react'

/**
 * A job list's feeds: links a visitor can see and copy (RSS, Atom, JSON Feed), and their autodiscovery
 * `<link rel="alternate">` elements, which React 19 hoists into <head>.
 * `search` holds the /search query parameters of the list's filters.
 */
export function FeedLinks({ search, title }: { search: string; title: string }) {
  const suffix = search ? `?${search}` : ''
  const formats = Object.values(FEED_FORMATS)
  return (
    <>
      {formats.map((format) => (
        <link key={format.path} rel="alternate" type={format.contentType.split(';')[0]} title={`${title} (${format.title})`} href={`${format.path}${suffix}`} />
      ))}
      <p className="inline-flex flex-wrap items-center gap-x-1 text-sm text-slate-600">
        <Rss size={16} aria-hidden />
        <span>Feeds:</span>
        {formats.map((format, index) => (
          <span key={format.path} className="inline-flex items-center">
            {index > 0 && <span aria-hidden className="pr-1">·</span>}
            <a href={`${format.path}${suffix}`} type={format.contentType.split(';')[0]} className="inline-flex min-h-6 items-center font-medium text-slate-700 underline-offset-2 hover:text-brand-700 hover:underline">
              {format.title}
            </a>
          </span>
        ))}
      </p>
    </>
  )
}
