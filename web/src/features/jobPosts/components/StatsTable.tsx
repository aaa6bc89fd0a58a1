import type { JobPostManage } from '@cms/contract/jobPosts'
import { formatCount } from '@web/lib/numbers'
import { statsRows, statsTotals } from '../lib/statsRows'

/** Views and apply clicks per day as a table (readable as such), with a bar beside each day's views for the eye. */
export function StatsTable({ post }: { post: Pick<JobPostManage, 'stats' | 'liveFrom' | 'liveUntil'> }) {
  const rows = statsRows(post.stats, post)
  if (rows.length === 0) return <p className="text-sm text-slate-600">Views and apply clicks are counted from the day the job goes live.</p>
  const totals = statsTotals(rows)
  const most = Math.max(1, ...rows.map((row) => row.views))
  return (
    <div className="max-h-96 overflow-y-auto">
      <table className="w-full text-sm" data-testid="post-stats">
        <caption className="sr-only">Views and apply clicks per day</caption>
        <thead className="sticky top-0 bg-white text-left text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-2 font-medium">Day</th>
            <th scope="col" className="py-2 pr-2 text-right font-medium">Views</th>
            <th scope="col" className="py-2 pr-2 text-right font-medium">Apply clicks</th>
            <th scope="col" className="hidden w-1/3 py-2 sm:table-cell">
              <span className="sr-only">Views as bars</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.day} className="border-t border-slate-100">
              <th scope="row" className="py-1.5 pr-2 text-left font-normal text-slate-700">
                {row.label}
              </th>
              <td className="py-1.5 pr-2 text-right tabular-nums">{formatCount(row.views)}</td>
              <td className="py-1.5 pr-2 text-right tabular-nums">{formatCount(row.applyClicks)}</td>
              <td className="hidden py-1.5 sm:table-cell" aria-hidden>
                <div className="h-2 rounded-full bg-brand-500" style={{ width: `${(row.views / most) * 100}%` }} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-slate-200 font-semibold">
            <th scope="row" className="py-2 pr-2 text-left">Total</th>
            <td className="py-2 pr-2 text-right tabular-nums">{formatCount(totals.views)}</td>
            <td className="py-2 pr-2 text-right tabular-nums">{formatCount(totals.applyClicks)}</td>
            <td className="hidden sm:table-cell" />
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
