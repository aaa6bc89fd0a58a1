import { Dialog } from 'radix-ui'
import { ModalDialog, type OnDemandDialogProps } from '@web/components/ui/ModalDialog'

/** A filter group's 'See all' dialog with every option (loaded when first opened). */
export default function SeeAllDialog({ title, rows, ...dialog }: OnDemandDialogProps & { title: string; rows: React.ReactNode }) {
  return (
    <ModalDialog {...dialog} title={title} className="top-1/2 left-1/2 max-h-[80vh] w-[90vw] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl p-6">
      <Dialog.Description className="mb-3 text-sm text-slate-600">Choose the {title.replace(/^All /, '').toLowerCase()} to filter by.</Dialog.Description>
      <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">{rows}</div>
      <Dialog.Close className="mt-4 w-full rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">Done</Dialog.Close>
    </ModalDialog>
  )
}
