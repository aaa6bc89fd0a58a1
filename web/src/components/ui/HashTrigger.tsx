import { LinkTrigger, type LinkTriggerProps } from './LinkTrigger'

type Props = Omit<LinkTriggerProps, 'href'> & {
  /** The id of what it opens; that element shows itself under CSS `:target` (Tailwind's `target:` variant). */
  targetId: string
}

/** A `LinkTrigger` to `#targetId`: before hydration the browser alone shows the target through `:target`. */
export function HashTrigger({ targetId, ...props }: Props) {
  return <LinkTrigger {...props} href={`#${targetId}`} />
}
