import { EXPERIENCE_VALUES, JOB_TYPE_LABELS, JOB_TYPE_VALUES, SALARY_BUCKETS, TIMEZONE_BUCKETS } from '@cms/contract/jobValues'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useDialogOnDemand } from '@web/components/ui/useDialogOnDemand'
import { useCategories } from '@web/lib/taxonomy/getCategories'
import { useLocations } from '@web/lib/taxonomy/getLocations'
import { applyFiltersToParams, clearFiltersInParams, filtersFromParams, toggleValue, type FilterSet } from '../lib/filters'
import { Button } from '@web/components/ui/Button'
import { formatCount } from '@web/lib/numbers'
import type { SearchFacets } from '@cms/contract/jobs'

const AllCategoriesDialog = lazy(() => import('./AllCategoriesDialog'))

export const CATEGORY_FILTER_VISIBLE = 10

const EXPERIENCE_LABELS: Record<string, string> = { entry: 'Entry Level', mid: 'Mid Level', senior: 'Senior Level' }

/** The filter the page itself sets (category or location page), which is then not offered. */
export type FixedFilter = { category?: string; location?: string }

function CheckboxRow({ label, checked, onChange, count }: { label: string; checked: boolean; onChange: () => void; count?: number }) {
  return (
    <label className="flex cursor-pointer items-center gap-2 py-1 text-sm text-slate-700">
      <input type="checkbox" checked={checked} onChange={onChange} className="h-4 w-4 rounded border-slate-300 accent-brand-600" />
      <span className="flex-1">{label}</span>
      {count !== undefined && (
        <span className="text-xs tabular-nums text-slate-500" aria-label={`${count} jobs`}>
          {formatCount(count)}
        </span>
      )}
    </label>
  )
}

/** A value's count in a facet (0 when absent), or undefined without facets. */
const countIn = (facets: SearchFacets | undefined, key: keyof SearchFacets, value: string) =>
  facets ? (facets[key].find((f) => f.value === value)?.count ?? 0) : undefined

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="border-t border-slate-200 pt-4">
      <legend className="mb-1 text-sm font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  )
}

/**
 * The checkboxes change local state only; 'Apply Filters' writes the lists to the URL comma-joined;
 * 'Clear All' resets them but keeps the page's category or location and the search words.
 */
export function FilterPanel({ fixed, facets, onDone }: { fixed: FixedFilter; facets?: SearchFacets; onDone?: () => void }) {
  const [params, setParams] = useSearchParams()
  const [draft, setDraft] = useState<FilterSet>(() => filtersFromParams(params))
  const seeAll = useDialogOnDemand()
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
    list.map((c) => <CheckboxRow key={c.slug} label={c.name} count={countIn(facets, 'category', c.slug)} checked={draft.category.includes(c.slug)} onChange={() => toggle('category', c.slug)} />)

  return (
    <div className="space-y-4">
      <Group title="Job Type">
        {JOB_TYPE_VALUES.map((t) => (
          <CheckboxRow key={t} label={JOB_TYPE_LABELS[t]} count={countIn(facets, 'type', t)} checked={draft.type.includes(t)} onChange={() => toggle('type', t)} />
        ))}
      </Group>
      <Group title="Experience Level">
        {EXPERIENCE_VALUES.map((e) => (
          <CheckboxRow key={e} label={EXPERIENCE_LABELS[e]!} count={countIn(facets, 'experience', e)} checked={draft.experience.includes(e)} onChange={() => toggle('experience', e)} />
        ))}
      </Group>
      {!fixed.category && (
        <Group title="Category">
          {categoryRows((categories.data ?? []).slice(0, CATEGORY_FILTER_VISIBLE))}
          {(categories.data?.length ?? 0) > CATEGORY_FILTER_VISIBLE && (
            <>
              <button {...seeAll.triggerProps} className="mt-1 text-sm font-medium text-brand-700 hover:underline">
                See all
              </button>
              {seeAll.wanted && (
                <Suspense fallback={null}>
                  <AllCategoriesDialog open={seeAll.open} onOpenChange={seeAll.setOpen} onCloseAutoFocus={seeAll.returnFocus} rows={categoryRows(categories.data ?? [])} />
                </Suspense>
              )}
            </>
          )}
        </Group>
      )}
      {!fixed.location && (
        <Group title="Location">
          <div className="max-h-48 overflow-y-auto">
            {(locations.data ?? []).map((l) => (
              <CheckboxRow key={l.slug} label={l.name} count={countIn(facets, 'location', l.slug)} checked={draft.location.includes(l.slug)} onChange={() => toggle('location', l.slug)} />
            ))}
          </div>
        </Group>
      )}
      <Group title="Salary Range">
        {Object.entries(SALARY_BUCKETS).map(([value, { label }]) => (
          <CheckboxRow key={value} label={label} count={countIn(facets, 'salary', value)} checked={draft.salary.includes(value)} onChange={() => toggle('salary', value)} />
        ))}
      </Group>
      <Group title="Time Zone">
        {Object.entries(TIMEZONE_BUCKETS).map(([value, { label }]) => (
          <CheckboxRow key={value} label={label} count={countIn(facets, 'timezone', value)} checked={draft.timezone.includes(value)} onChange={() => toggle('timezone', value)} />
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
