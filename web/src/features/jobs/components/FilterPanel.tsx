import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router-dom'
import { Button, buttonClass } from '@web/components/ui/Button'
import { HashTrigger } from '@web/components/ui/HashTrigger'
import { useDialogOnDemand } from '@web/components/ui/useDialogOnDemand'
import { useCategories } from '@web/lib/taxonomy/getCategories'
import { useLocations } from '@web/lib/taxonomy/getLocations'
import { filterGroups, type FilterGroup, type FilterOption, type FixedFilter } from '../lib/filterGroups'
import { applyFiltersToParams, clearFiltersInParams, FILTER_KEYS, filtersFromParams, keptFormFields, toggleValue, type FilterSet } from '../lib/filters'
import { formatCount } from '@web/lib/numbers'
import type { SearchFacets } from '@cms/contract/jobs'
import { choiceFromParams, storeChoice, WHERE_YOU_LIVE_KEYS, withChoice, type WhereYouLive } from '@web/lib/jobs/whereYouLive'
import { WhereYouLiveFields } from './WhereYouLiveFields'
import { useSession } from '@web/lib/session/getSession'
import { useSaveHomeChoice } from '../api/saveHomeChoice'

const SeeAllDialog = lazy(() => import('./SeeAllDialog'))

export type { FixedFilter }

/** One tick box; the whole row is the target (at least 24 px tall, WCAG 2.2's minimum target size). */
function CheckboxRow({ name, option, checked, onChange, count }: { name: string; option: FilterOption; checked: boolean; onChange: () => void; count?: number }) {
  return (
    <label className="flex min-h-7 cursor-pointer items-center gap-2 py-0.5 text-sm text-slate-700">
      <input type="checkbox" name={name} value={option.value} checked={checked} onChange={onChange} className="h-5 w-5 shrink-0 rounded border-slate-300 accent-brand-600" />
      <span className="flex-1">{option.label}</span>
      {count !== undefined && (
        <span className="text-xs tabular-nums text-slate-500" aria-label={`${count} jobs`}>
          {formatCount(count)}
        </span>
      )}
    </label>
  )
}

/** A value's count in the search's facets (0 when absent), or undefined without facets. */
const countIn = (facets: SearchFacets | undefined, key: string, value: string) =>
  facets && key in facets ? (facets[key as keyof SearchFacets].find((f) => f.value === value)?.count ?? 0) : undefined

/**
 * A group's options; a collapsed group shows its first ones and 'See all'. Before hydration 'See all' is a link
 * that unfolds the rest in place (CSS `:target`); after it, it opens the dialog with every option.
 */
function GroupOptions({ group, rows }: { group: FilterGroup; rows: (options: FilterOption[]) => ReactNode }) {
  const restId = useId()
  const seeAll = useDialogOnDemand<HTMLAnchorElement>()
  const { collapse } = group
  if (!collapse || group.options.length <= collapse.visible) return <div className={group.scroll ? 'max-h-48 overflow-y-auto' : undefined}>{rows(group.options)}</div>
  return (
    <>
      {rows(group.options.slice(0, collapse.visible))}
      <div id={restId} className="hidden target:block">
        {rows(group.options.slice(collapse.visible))}
      </div>
      <HashTrigger targetId={restId} {...seeAll.hashTriggerProps} className="mt-1 inline-flex min-h-6 items-center text-sm font-medium text-brand-700 hover:underline">
        See all
      </HashTrigger>
      {seeAll.wanted && (
        <Suspense fallback={null}>
          <SeeAllDialog title={collapse.seeAllTitle} open={seeAll.open} onOpenChange={seeAll.setOpen} onCloseAutoFocus={seeAll.returnFocus} rows={rows(group.options)} />
        </Suspense>
      )}
    </>
  )
}

/**
 * A GET form on the list's own path, so it filters before (or without) the page's script: the boxes send
 * `type=a&type=b`, which the server renderer reads like the SPA's comma lists, with the words and sort as
 * hidden fields. Once hydrated the boxes change local state only; 'Apply Filters' writes the lists to the URL
 * comma-joined; 'Clear All' (a link) resets them but keeps the page's category or location and the search words.
 */
export function FilterPanel({ fixed, facets, onDone }: { fixed: FixedFilter; facets?: SearchFacets; onDone?: () => void }) {
  const [params, setParams] = useSearchParams()
  const { pathname } = useLocation()
  const [draft, setDraft] = useState<FilterSet>(() => filtersFromParams(params))
  const [where, setWhere] = useState<WhereYouLive>(() => choiceFromParams(params))
  const { user } = useSession()
  const saveToProfile = useSaveHomeChoice()
  const groups = filterGroups({ categories: useCategories().data ?? [], locations: useLocations().data ?? [], fixed })
  const urlKey = params.toString()

  // A new URL (Apply, Clear, back button) resets the local state.
  useEffect(() => {
    const next = new URLSearchParams(urlKey)
    setDraft(filtersFromParams(next))
    setWhere(choiceFromParams(next))
  }, [urlKey])

  const toggle = (key: keyof FilterSet, value: string) => setDraft((d) => ({ ...d, [key]: toggleValue(d[key], value) }))
  const apply = (event: React.FormEvent) => {
    event.preventDefault()
    setParams(withChoice(applyFiltersToParams(params, draft), where))
    // Remembered on this device, so the next list opens with it (an empty choice stops that).
    storeChoice({ ...where, on: Boolean(where.country || where.tz !== null) })
    // A signed-in user's choice follows them to their other devices (only when it changed).
    if (user && (user.homeCountry !== where.country || user.homeTz !== where.tz)) saveToProfile.mutate(where)
    onDone?.()
  }
  const cleared = clearFiltersInParams(params, fixed).toString()

  return (
    <form method="get" action={pathname} onSubmit={apply} className="space-y-4">
      {keptFormFields(params, [...FILTER_KEYS, ...WHERE_YOU_LIVE_KEYS, 'page']).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <WhereYouLiveFields value={where} onChange={setWhere} />
      {groups.map((group) => (
        <fieldset key={group.key} className="border-t border-slate-200 pt-4">
          <legend className="mb-1 text-sm font-semibold text-slate-900">{group.title}</legend>
          <GroupOptions
            group={group}
            rows={(options) =>
              options.map((option) => <CheckboxRow key={option.value} name={group.key} option={option} count={countIn(facets, group.key, option.value)} checked={draft[group.key].includes(option.value)} onChange={() => toggle(group.key, option.value)} />)
            }
          />
        </fieldset>
      ))}
      {/*
        Sticky at the panel's foot, so 'Apply Filters' is in view whatever was just ticked (the panel is taller than
        the screen). In the page it keeps clear of the phones' bottom bar; the drawer covers that bar.
      */}
      <div className={`sticky z-10 flex gap-2 border-t border-slate-200 bg-white py-3 ${onDone ? 'bottom-0' : 'bottom-16 md:bottom-0'}`} data-testid="filter-actions">
        <Button type="submit" className="flex-1">
          Apply Filters
        </Button>
        <Link to={cleared ? `${pathname}?${cleared}` : pathname} onClick={onDone} className={buttonClass('outline')}>
          Clear All
        </Link>
      </div>
    </form>
  )
}
