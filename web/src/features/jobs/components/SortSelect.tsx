import type { JobSort } from '@cms/contract/jobs'

export const SORT_LABELS: Record<JobSort, string> = { relevant: 'Most Relevant', newest: 'Newest', highest: 'Highest Salary' }

/** The sort dropdown: the browser's own select (a native picker on phones, no script to download). */
export function SortSelect({ value, onChange }: { value: JobSort; onChange: (sort: JobSort) => void }) {
  return (
    <label className="inline-flex h-9 items-center gap-2 rounded-lg border border-slate-300 bg-white pl-3 text-sm">
      <span className="text-slate-500">Sort:</span>
      <select aria-label="Sort by" value={value} onChange={(event) => onChange(event.target.value as JobSort)} className="h-full cursor-pointer rounded-r-lg bg-transparent pr-2 outline-none">
        {(Object.keys(SORT_LABELS) as JobSort[]).map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </label>
  )
}
