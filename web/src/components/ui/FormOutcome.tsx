import { CheckCircle2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from './Button'

/**
 * The close of a dialog's form: why the server refused the last try (announced to screen readers), above the
 * full-width submit button with its busy state.
 */
export function FormSubmit({ error, busy, busyLabel, children }: { error?: string | null; busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <Button type="submit" className="w-full" busy={busy} busyLabel={busyLabel}>
        {children}
      </Button>
    </>
  )
}

/** What a dialog shows in place of its form once the server took it: the server's own words. */
export function FormSuccess({ message }: { message: string }) {
  return (
    <div role="status" className="mt-5 flex gap-3 rounded-lg bg-brand-50 p-4 text-sm text-slate-800">
      <CheckCircle2 className="shrink-0 text-brand-600" size={20} aria-hidden />
      <p>{message}</p>
    </div>
  )
}
