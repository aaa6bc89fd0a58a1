import { useId, type ReactNode } from 'react'

/** What the frame hands its control: the id its label points at, and the aria attributes tying it to the message. */
export interface FieldControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

interface FieldFrameProps {
  label: string
  error?: string
  /** Shown under the control while there is no error, and read with it. */
  hint?: ReactNode
  /** The label is read to screen readers only, for a field whose placeholder and place say what it is. */
  hideLabel?: boolean
  /** The control's id; one is made when none is given. */
  id?: string
  /** Lays out the field's box (e.g. `flex-1` in a row). */
  className?: string
  children: (control: FieldControlProps) => ReactNode
}

/**
 * The frame every form field shares: its label, its control (drawn by `children` with the frame's id and aria
 * attributes; props the form spreads after them win), and under it the hint or the validation message, which
 * screen readers announce.
 */
export function FieldFrame({ label, error, hint, hideLabel = false, id, className, children }: FieldFrameProps) {
  const generated = useId()
  const controlId = id ?? generated
  const errorId = `${controlId}-error`
  const hintId = `${controlId}-hint`
  return (
    <div className={className}>
      <label htmlFor={controlId} className={hideLabel ? 'sr-only' : 'mb-1 block text-sm font-medium text-slate-700'}>
        {label}
      </label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : hint ? hintId : undefined })}
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : (
        hint && (
          <p id={hintId} className="mt-1 text-xs text-slate-500">
            {hint}
          </p>
        )
      )}
    </div>
  )
}

/** The control's box, alike for input, textarea and select; its border turns red while the field has an error. */
export const fieldControlClass = (error: string | undefined) =>
  `block w-full rounded-lg border bg-white text-slate-900 shadow-sm ${error ? 'border-red-500' : 'border-slate-300'}`
