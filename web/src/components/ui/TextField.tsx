import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react'

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string
  error?: string
  hint?: ReactNode
  /** The label is read to screen readers only, for a field whose placeholder and place say what it is (an inline e-mail box). */
  hideLabel?: boolean
  /** The roomier field of a sales or hero form, with body-size text. */
  large?: boolean
}

/**
 * A labelled input with its validation message (announced to screen readers). `className` lays out the
 * field's box (e.g. `flex-1` in a row). A form that shows its message elsewhere passes no `error` and sets
 * `aria-invalid`/`aria-describedby` itself.
 */
export const TextField = forwardRef<HTMLInputElement, FieldProps>(function TextField({ label, error, hint, hideLabel = false, large = false, id, className, ...input }, ref) {
  const generated = useId()
  const inputId = id ?? generated
  return (
    <div className={className}>
      <label htmlFor={inputId} className={hideLabel ? 'sr-only' : 'mb-1 block text-sm font-medium text-slate-700'}>
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        className={`block w-full rounded-lg border bg-white text-slate-900 shadow-sm outline-none placeholder:text-slate-400 focus:ring-2 focus:ring-brand-500 read-only:bg-slate-100 disabled:bg-slate-100 ${
          large ? 'px-4 py-3 text-base' : 'px-3 py-2 text-sm'
        } ${error ? 'border-red-500' : 'border-slate-300'}`}
        {...input}
      />
      {hint && !error && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
      {error && (
        <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  )
})
