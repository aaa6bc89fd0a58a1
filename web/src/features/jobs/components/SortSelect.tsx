import type { JobSort } from '@cms/contract/jobs'
import { Select } from 'radix-ui'

export const SORT_LABELS: Record<JobSort, string> = { relevant: 'Most Relevant', newest: 'Newest', highest: 'Highest Salary' }

export function SortSelect({ value, onChange }: { value: JobSort; onChange: (sort: JobSort) => void }) {
  return (
    <Select.Root value={value} onValueChange={(v) => onChange(v as JobSort)}>
      <Select.Trigger aria-label="Sort by" className="inline-flex h-9 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm">
        <span className="text-slate-500">Sort:</span>
        {/* The label is written here rather than copied from the closed list after mounting, so it is in the server's HTML. */}
        <Select.Value>{SORT_LABELS[value]}</Select.Value>
        <Select.Icon className="text-slate-400">▾</Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content position="popper" sideOffset={4} className="z-50 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
          <Select.Viewport>
            {(Object.keys(SORT_LABELS) as JobSort[]).map((sort) => (
              <Select.Item key={sort} value={sort} className="cursor-pointer rounded px-3 py-1.5 text-sm outline-none data-[highlighted]:bg-brand-50">
                <Select.ItemText>{SORT_LABELS[sort]}</Select.ItemText>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  )
}
