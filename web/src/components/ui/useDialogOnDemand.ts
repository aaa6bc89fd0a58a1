import { useRef, useState } from 'react'

/**
 * State for a dialog whose code (Radix and its content) is downloaded when it is first opened, so a page's first
 * load carries only its plain trigger (give it `triggerProps`: a button, or a `HashTrigger`/`LinkTrigger` whose link works
 * before hydration). Render the lazy dialog once `wanted` is true (it then stays mounted, keeping what was
 * typed) and pass `returnFocus` as the content's onCloseAutoFocus.
 */
export function useDialogOnDemand<Trigger extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const triggerRef = useRef<Trigger>(null)
  const show = () => {
    setWanted(true)
    setOpen(true)
  }
  return {
    open,
    setOpen,
    wanted,
    /** Spread on a plain trigger button: it opens the dialog and says so to assistive technology. */
    triggerProps: { type: 'button' as const, ref: triggerRef, 'aria-haspopup': 'dialog' as const, 'aria-expanded': open, onClick: show },
    /** The same for a `HashTrigger` or `LinkTrigger`. */
    hashTriggerProps: { ref: triggerRef, 'aria-haspopup': 'dialog' as const, 'aria-expanded': open, onActivate: show },
    /** Focus goes back to the trigger on closing, as with a Radix trigger. */
    returnFocus: (event: Event) => {
      event.preventDefault()
      triggerRef.current?.focus()
    },
  }
}
