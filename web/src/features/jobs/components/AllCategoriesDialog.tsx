import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'

/** The filter panel's 'See all' dialog with every category (loaded when first opened). */
export default function AllCategoriesDialog({ open, onOpenChange, onCloseAutoFocus, rows }: { open: boolean; onOpenChange: (open: boolean) => void; onCloseAutoFocus: (event: Event) => void; rows: React.ReactNode }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content onCloseAutoFocus={onCloseAutoFocus} className="fixed top-1/2 left-1/2 z-50 max-h-[80vh] w-[90vw] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">All Categories</Dialog.Title>
            <Dialog.Close aria-label="Close" className="rounded p-1 hover:bg-slate-100">
              <X size={18} />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mb-3 text-sm text-slate-600">Choose the categories to filter by.</Dialog.Description>
          <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">{rows}</div>
          <Dialog.Close className="mt-4 w-full rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">Done</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
