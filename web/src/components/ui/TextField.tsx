import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react'

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: ReactNode }

/** A labelled input with its validation message (announced to screen readers). */
export const TextField = forwardRef<HTMLInputElement, FieldProps>(function TextField({ label, error, hint, id, className, ...input }, ref) {
  const generated = useId()
  const inputId = id ?? generated
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        className={`mt-1 block w-full rounded-lg border px-3 py-2 text-sm shadow-sm outline-none focus:ring-2 focus:ring-brand-500 read-only:bg-slate-100 disabled:bg-slate-100 ${
          error ? 'border-red-500' : 'border-slate-300'
        }`}
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
