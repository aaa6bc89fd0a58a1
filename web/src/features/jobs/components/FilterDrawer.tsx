import { ModalDialog, type OnDemandDialogProps } from '@web/components/ui/ModalDialog'
import type { SearchFacets } from '@cms/contract/jobs'
import { FilterPanel, type FixedFilter } from './FilterPanel'

/** The filters in a drawer from the left, for screens narrower than 1024 px (loaded when first opened). */
export default function FilterDrawer({ fixed, facets, ...dialog }: OnDemandDialogProps & { fixed: FixedFilter; facets?: SearchFacets }) {
  return (
    <ModalDialog {...dialog} title="Filters" closeLabel="Close filters" undescribed testId="filter-drawer" className="inset-y-0 left-0 w-[88vw] max-w-sm overflow-y-auto p-4">
      <div className="mt-2">
        <FilterPanel fixed={fixed} facets={facets} onDone={() => dialog.onOpenChange(false)} />
      </div>
    </ModalDialog>
  )
}
