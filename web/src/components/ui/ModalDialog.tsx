import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import type { ReactNode } from 'react'

/** What a dialog opened through `useDialogOnDemand` receives from it. */
export interface OnDemandDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  onCloseAutoFocus: (event: Event) => void
}

interface ModalDialogProps extends OnDemandDialogProps {
  title: string
  closeLabel?: string
  /** The panel's shape and place: a centred card or a side drawer. */
  className: string
  /** For a dialog with no `Dialog.Description` among its children. */
  undescribed?: boolean
  testId?: string
  children: ReactNode
}

/** A Radix dialog with the site's overlay and header (title, close button); children may use `Dialog.Description` and `Dialog.Close`. */
export function ModalDialog({ open, onOpenChange, onCloseAutoFocus, title, closeLabel = 'Close', className, undescribed = false, testId, children }: ModalDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content {...(undescribed ? { 'aria-describedby': undefined } : {})} onCloseAutoFocus={onCloseAutoFocus} className={`fixed z-50 bg-white shadow-xl ${className}`} data-testid={testId}>
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close aria-label={closeLabel} className="rounded p-1 hover:bg-slate-100">
              <X size={18} />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
