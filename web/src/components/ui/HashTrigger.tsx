import type { AnchorHTMLAttributes, KeyboardEvent, MouseEvent, Ref } from 'react'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> & {
  /** The id of what it opens; that element shows itself under CSS `:target` (Tailwind's `target:` variant). */
  targetId: string
  /** What a click does once the page is hydrated (open a dialog, a menu). */
  onActivate: () => void
  ref?: Ref<HTMLAnchorElement>
}

/**
 * A button that also works before (or without) JavaScript: it is a link to `#targetId`, so the browser alone
 * shows the target through `:target`; once hydrated, a click runs `onActivate` and the address stays as it was.
 * Assistive technology hears a button; Space presses it, as it would a button.
 */
export function HashTrigger({ targetId, onActivate, children, ...props }: Props) {
  const activate = (event: MouseEvent<HTMLAnchorElement> | KeyboardEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    onActivate()
  }
  return (
    <a role="button" {...props} href={`#${targetId}`} onClick={activate} onKeyDown={(event) => event.key === ' ' && activate(event)}>
      {children}
    </a>
  )
}
