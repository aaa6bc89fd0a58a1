import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { FilterPanel, type FixedFilter } from './FilterPanel'

/** The filters in a drawer from the left, for screens narrower than 1024 px (loaded when first opened). */
export default function FilterDrawer({ open, onOpenChange, onCloseAutoFocus, fixed }: { open: boolean; onOpenChange: (open: boolean) => void; onCloseAutoFocus: (event: Event) => void; fixed: FixedFilter }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus} className="fixed inset-y-0 left-0 z-50 w-[88vw] max-w-sm overflow-y-auto bg-white p-4 shadow-xl" data-testid="filter-drawer">
          <div className="mb-2 flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold text-slate-900">Filters</Dialog.Title>
            <Dialog.Close aria-label="Close filters" className="rounded p-1 hover:bg-slate-100">
              <X size={18} />
            </Dialog.Close>
          </div>
          <FilterPanel fixed={fixed} onDone={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
