import { useRef, useState } from 'react'

/**
 * State for a dialog whose code (Radix and its content) is downloaded when it is first opened, so a page's first
 * load carries only its plain trigger button (give it `triggerProps`). Render the lazy dialog once `wanted` is true
 * (it then stays mounted, keeping what was typed) and pass `returnFocus` as the content's onCloseAutoFocus.
 */
export function useDialogOnDemand() {
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const triggerRef = useRef<HTMLButtonElement>(null)
  return {
    open,
    setOpen,
    wanted,
    /** Spread on the plain trigger button: it opens the dialog and says so to assistive technology. */
    triggerProps: {
      type: 'button' as const,
      ref: triggerRef,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      onClick: () => {
        setWanted(true)
        setOpen(true)
      },
    },
    /** Focus goes back to the trigger on closing, as with a Radix trigger. */
    returnFocus: (event: Event) => {
      event.preventDefault()
      triggerRef.current?.focus()
    },
  }
}
