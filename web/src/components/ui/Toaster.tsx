import { X } from 'lucide-react'
import { Toast } from 'radix-ui'
import { dismissToast, useToasts } from './useToast'

/**
 * Radix toasts with the spec's settings: swipe right past 50 px, F8 focuses the viewport, 420 px wide from md up.
 * Below md they sit above the phones' bottom navigation rather than over it.
 */
export function Toaster() {
  const items = useToasts()
  return (
    <Toast.Provider swipeDirection="right" swipeThreshold={50} duration={5000}>
      {items.map(({ id, title, description, variant, duration, open }) => (
        <Toast.Root
          key={id}
          open={open}
          duration={duration}
          onOpenChange={(next) => !next && dismissToast(id)}
          className={`group pointer-events-auto relative flex w-full items-start justify-between gap-3 rounded-lg border p-4 pr-8 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0 ${
            variant === 'destructive' ? 'border-red-600 bg-red-600 text-white' : 'border-slate-200 bg-white text-slate-900'
          }`}
        >
          <div className="grid gap-1">
            {title && <Toast.Title className="text-sm font-semibold">{title}</Toast.Title>}
            {description && <Toast.Description className="text-sm opacity-90">{description}</Toast.Description>}
          </div>
          <Toast.Close aria-label="Close" className="absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100">
            <X size={16} />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport hotkey={['F8']} className="fixed right-0 bottom-14 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 sm:top-auto md:bottom-0 md:max-w-[420px]" />
    </Toast.Provider>
  )
}
