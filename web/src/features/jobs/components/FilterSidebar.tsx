import { SlidersHorizontal, X } from 'lucide-react'
import { EXPERIENCE_VALUES, JOB_TYPE_LABELS, JOB_TYPE_VALUES, SALARY_BUCKETS, TIMEZONE_BUCKETS } from '@cms/contract/jobValues'
import { Dialog } from 'radix-ui'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useCategories } from '@web/lib/taxonomy/getCategories'
import { useLocations } from '@web/lib/taxonomy/getLocations'
import { applyFiltersToParams, clearFiltersInParams, filtersFromParams, toggleValue, type FilterSet } from '../lib/filters'
import { Button } from '@web/components/ui/Button'

export const CATEGORY_FILTER_VISIBLE = 10

const EXPERIENCE_LABELS: Record<string, string> = { entry: 'Entry Level', mid: 'Mid Level', senior: 'Senior Level' }

function CheckboxRow({ label, checked, onChange }: { label: string; checked: boolean; onChange: () => void }) {
  return (
    <label className="flex cursor-pointer items-center gap-2 py-1 text-sm text-slate-700">
      <input type="checkbox" checked={checked} onChange={onChange} className="h-4 w-4 rounded border-slate-300 accent-brand-600" />
      {label}
    </label>
  )
}

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="border-t border-slate-200 pt-4">
      <legend className="mb-1 text-sm font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  )
}

type Fixed = { category?: string; location?: string }

/**
 * The filters: beside the results from 1024 px up; on narrower screens the results come
 * first and the same panel opens in a drawer from a 'Filters' button that shows how many are active.
 * `fixed` names the filter the page itself sets (category or location page), which is then not offered.
 */
export function FilterSidebar({ fixed = {} }: { fixed?: Fixed }) {
  const [open, setOpen] = useState(false)
  const [params] = useSearchParams()
  const active = Object.values(filtersFromParams(params)).reduce((sum, values) => sum + values.length, 0)
  return (
    <>
      <div className="lg:hidden">
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Trigger className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50">
            <SlidersHorizontal size={16} aria-hidden />
            Filters
            {active > 0 && <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">{active}</span>}
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
            <Dialog.Content aria-describedby={undefined} className="fixed inset-y-0 left-0 z-50 w-[88vw] max-w-sm overflow-y-auto bg-white p-4 shadow-xl" data-testid="filter-drawer">
              <div className="mb-2 flex items-center justify-between">
                <Dialog.Title className="text-lg font-semibold text-slate-900">Filters</Dialog.Title>
                <Dialog.Close aria-label="Close filters" className="rounded p-1 hover:bg-slate-100">
                  <X size={18} />
                </Dialog.Close>
              </div>
              <FilterPanel fixed={fixed} onDone={() => setOpen(false)} />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </div>
      <aside aria-label="Filters" className="hidden rounded-xl border border-slate-200 bg-white p-5 lg:block lg:self-start">
        <h2 className="mb-4 text-lg font-semibold text-slate-900">Filters</h2>
        <FilterPanel fixed={fixed} />
      </aside>
    </>
  )
}

/**
 * The checkboxes change local state only; 'Apply Filters' writes the lists to the URL comma-joined;
 * 'Clear All' resets them but keeps the page's category or location and the search words.
 */
function FilterPanel({ fixed, onDone }: { fixed: Fixed; onDone?: () => void }) {
  const [params, setParams] = useSearchParams()
  const [draft, setDraft] = useState<FilterSet>(() => filtersFromParams(params))
  const [seeAll, setSeeAll] = useState(false)
  const categories = useCategories()
  const locations = useLocations()
  const urlKey = params.toString()

  // A new URL (Apply, Clear, back button) resets the local state.
  useEffect(() => setDraft(filtersFromParams(new URLSearchParams(urlKey))), [urlKey])

  const toggle = (key: keyof FilterSet, value: string) => setDraft((d) => ({ ...d, [key]: toggleValue(d[key], value) }))
  const apply = () => {
    setParams(applyFiltersToParams(params, draft))
    onDone?.()
  }
  const clear = () => {
    setParams(clearFiltersInParams(params, fixed))
    onDone?.()
  }

  const categoryRows = (list: { slug: string; name: string }[]) =>
    list.map((c) => <CheckboxRow key={c.slug} label={c.name} checked={draft.category.includes(c.slug)} onChange={() => toggle('category', c.slug)} />)

  return (
    <div className="space-y-4">
      <Group title="Job Type">
        {JOB_TYPE_VALUES.map((t) => (
          <CheckboxRow key={t} label={JOB_TYPE_LABELS[t]} checked={draft.type.includes(t)} onChange={() => toggle('type', t)} />
        ))}
      </Group>
      <Group title="Experience Level">
        {EXPERIENCE_VALUES.map((e) => (
          <CheckboxRow key={e} label={EXPERIENCE_LABELS[e]!} checked={draft.experience.includes(e)} onChange={() => toggle('experience', e)} />
        ))}
      </Group>
      {!fixed.category && (
        <Group title="Category">
          {categoryRows((categories.data ?? []).slice(0, CATEGORY_FILTER_VISIBLE))}
          {(categories.data?.length ?? 0) > CATEGORY_FILTER_VISIBLE && (
            <Dialog.Root open={seeAll} onOpenChange={setSeeAll}>
              <Dialog.Trigger className="mt-1 text-sm font-medium text-brand-700 hover:underline">See all</Dialog.Trigger>
              <Dialog.Portal>
                <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
                <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[80vh] w-[90vw] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
                  <div className="flex items-center justify-between">
                    <Dialog.Title className="text-lg font-semibold">All Categories</Dialog.Title>
                    <Dialog.Close aria-label="Close" className="rounded p-1 hover:bg-slate-100">
                      <X size={18} />
                    </Dialog.Close>
                  </div>
                  <Dialog.Description className="mb-3 text-sm text-slate-600">Choose the categories to filter by.</Dialog.Description>
                  <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">{categoryRows(categories.data ?? [])}</div>
                  <Dialog.Close className="mt-4 w-full rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">Done</Dialog.Close>
                </Dialog.Content>
              </Dialog.Portal>
            </Dialog.Root>
          )}
        </Group>
      )}
      {!fixed.location && (
        <Group title="Location">
          <div className="max-h-48 overflow-y-auto">
            {(locations.data ?? []).map((l) => (
              <CheckboxRow key={l.slug} label={l.name} checked={draft.location.includes(l.slug)} onChange={() => toggle('location', l.slug)} />
            ))}
          </div>
        </Group>
      )}
      <Group title="Salary Range">
        {Object.entries(SALARY_BUCKETS).map(([value, { label }]) => (
          <CheckboxRow key={value} label={label} checked={draft.salary.includes(value)} onChange={() => toggle('salary', value)} />
        ))}
      </Group>
      <Group title="Time Zone">
        {Object.entries(TIMEZONE_BUCKETS).map(([value, { label }]) => (
          <CheckboxRow key={value} label={label} checked={draft.timezone.includes(value)} onChange={() => toggle('timezone', value)} />
        ))}
      </Group>
      <div className="flex gap-2 border-t border-slate-200 pt-4">
        <Button onClick={apply} className="flex-1">
          Apply Filters
        </Button>
        <Button variant="outline" onClick={clear}>
          Clear All
        </Button>
      </div>
    </div>
  )
}
