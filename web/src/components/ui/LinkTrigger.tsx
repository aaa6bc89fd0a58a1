import type { AnchorHTMLAttributes, KeyboardEvent, MouseEvent, Ref } from 'react'

export type LinkTriggerProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'onClick'> & {
  /** Where the browser alone goes before (or without) JavaScript: a `#target` shown by CSS, or a page doing the same job. */
  href: string
  /** What a click does once the page is hydrated (open a dialog, a menu). */
  onActivate: () => void
  ref?: Ref<HTMLAnchorElement>
}

/**
 * A button that also works before (or without) JavaScript: it is a link to `href`; once hydrated, a click runs
 * `onActivate` and the address stays as it was. Assistive technology hears a button; Space presses it, as it
 * would a button.
 */
export function LinkTrigger({ href, onActivate, children, ...props }: LinkTriggerProps) {
  const activate = (event: MouseEvent<HTMLAnchorElement> | KeyboardEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    onActivate()
  }
  return (
    <a role="button" {...props} href={href} onClick={activate} onKeyDown={(event) => event.key === ' ' && activate(event)}>
      {children}
    </a>
  )
}
