import { SlidersHorizontal } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { useSearchParams } from 'react-router-dom'
import { HashTrigger } from '@web/components/ui/HashTrigger'
import { useDialogOnDemand } from '@web/components/ui/useDialogOnDemand'
import { filtersFromParams } from '../lib/filters'
import type { SearchFacets } from '@cms/contract/jobs'
import { FilterPanel, type FixedFilter } from './FilterPanel'

const FilterDrawer = lazy(() => import('./FilterDrawer'))

const PANEL_ID = 'filters'

/**
 * The filters: beside the results from 1024 px up; on narrower screens the results come
 * first and the same panel opens in a drawer from a 'Filters' button that shows how many are active
 * (the drawer's code loads when it is first opened). Before hydration that button is a link to the panel,
 * which then unfolds above the results (CSS `:target`, also while a 'See all' inside it is the target).
 * `fixed` names the filter the page itself sets (category or location page), which is then not offered;
 * `facets` (the search screen) shows how many jobs each value would list.
 */
export function FilterSidebar({ fixed = {}, facets }: { fixed?: FixedFilter; facets?: SearchFacets }) {
  const drawer = useDialogOnDemand<HTMLAnchorElement>()
  const [params] = useSearchParams()
  const active = Object.values(filtersFromParams(params)).reduce((sum, values) => sum + values.length, 0)
  return (
    <>
      <div className="lg:hidden">
        <HashTrigger
          targetId={PANEL_ID}
          {...drawer.hashTriggerProps}
          className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50"
        >
          <SlidersHorizontal size={16} aria-hidden />
          Filters
          {active > 0 && <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">{active}</span>}
        </HashTrigger>
        {drawer.wanted && (
          <Suspense fallback={null}>
            <FilterDrawer open={drawer.open} onOpenChange={drawer.setOpen} onCloseAutoFocus={drawer.returnFocus} fixed={fixed} facets={facets} />
          </Suspense>
        )}
      </div>
      <aside id={PANEL_ID} aria-label="Filters" className="hidden scroll-mt-20 rounded-xl border border-slate-200 bg-white p-5 target:block has-[:target]:block lg:block lg:self-start">
        <h2 className="mb-4 text-lg font-semibold text-slate-900">Filters</h2>
        <FilterPanel fixed={fixed} facets={facets} />
      </aside>
    </>
  )
}
