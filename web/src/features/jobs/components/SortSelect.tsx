import type { JobSort } from '@cms/contract/jobs'

export const SORT_LABELS: Record<JobSort, string> = { relevant: 'Most Relevant', newest: 'Newest', highest: 'Highest Salary' }

/**
 * The sort dropdown: the browser's own select (a native picker on phones, no script to download). It sits in a
 * GET form on the list's path that carries the list's other parameters, so without a script its 'Sort' button
 * (shown only then: CSS `scripting: none`) reorders the list; with one, choosing an order is enough.
 */
export function SortSelect({ value, onChange, action, keep }: { value: JobSort; onChange: (sort: JobSort) => void; action: string; keep: [string, string][] }) {
  return (
    <form method="get" action={action} onSubmit={(event) => event.preventDefault()} className="inline-flex items-center gap-2">
      {keep.map(([name, field]) => (
        <input key={name} type="hidden" name={name} value={field} />
      ))}
      <label className="inline-flex h-9 items-center gap-2 rounded-lg border border-slate-300 bg-white pl-3 text-sm">
        <span className="text-slate-500">Sort:</span>
        <select name="sort" aria-label="Sort by" value={value} onChange={(event) => onChange(event.target.value as JobSort)} className="h-full cursor-pointer rounded-r-lg bg-transparent pr-2 outline-none">
          {(Object.keys(SORT_LABELS) as JobSort[]).map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="hidden h-9 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 noscript:inline-flex">
        Sort
      </button>
    </form>
  )
}
