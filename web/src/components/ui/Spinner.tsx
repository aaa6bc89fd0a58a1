/**
 * A spinning ring: by default in the current text colour, for buttons and inline waits; `large` is the
 * brand-coloured ring of a whole screen or panel that is waiting.
 */
export function Spinner({ className = 'h-4 w-4', large = false }: { className?: string; large?: boolean }) {
  if (large) return <span aria-hidden className="inline-block h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
  return <span aria-hidden className={`inline-block animate-spin rounded-full border-2 border-current border-t-transparent ${className}`} />
}

/** The loading state of a whole screen, announced to screen readers. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" aria-label={label} className="flex min-h-[30vh] items-center justify-center">
      <Spinner large />
    </div>
  )
}
