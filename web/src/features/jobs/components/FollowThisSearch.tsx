import { FeedLinks } from '@web/components/FeedLinks'
import { SearchActions } from '@web/components/slots'

/**
 * Ways to follow a job list: its feeds (autodiscovery links) and the app's search actions (the alert
 * control). `listQuery` is the list's query string; paging and sort are not part of what is followed.
 */
export function FollowThisSearch({ listQuery, title }: { listQuery: string; title: string }) {
  const params = new URLSearchParams(listQuery)
  params.delete('page')
  params.delete('sort')
  const search = params.toString()
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <SearchActions search={search} />
      <FeedLinks search={search} title={title} />
    </div>
  )
}
