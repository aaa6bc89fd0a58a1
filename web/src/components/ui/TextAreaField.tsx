import { forwardRef, useId, type ReactNode, type TextareaHTMLAttributes } from 'react'

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string
  error?: string
  /** Shown under the box while there is no error, and read with it. */
  hint?: ReactNode
}

/** A labelled multi-line box with its hint or its validation message (announced to screen readers), beside TextField. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField({ label, error, hint, id, className, ...textarea }, ref) {
  const generated = useId()
  const boxId = id ?? generated
  const described = error ? `${boxId}-error` : hint ? `${boxId}-hint` : undefined
  return (
    <div className={className}>
      <label htmlFor={boxId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        ref={ref}
        id={boxId}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={`block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm outline-none focus:ring-2 focus:ring-brand-500 ${error ? 'border-red-500' : 'border-slate-300'}`}
        {...textarea}
      />
      {error ? (
        <p id={`${boxId}-error`} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${boxId}-hint`} className="mt-1 text-xs text-slate-500">
            {hint}
          </p>
        )
      )}
    </div>
  )
})
