import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react'
import { FieldFrame, fieldControlClass } from './FieldFrame'

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
 * A labelled input with its hint or validation message (FieldFrame). `className` lays out the field's box (e.g.
 * `flex-1` in a row). A form that shows its message elsewhere passes no `error` and sets
 * `aria-invalid`/`aria-describedby` itself.
 */
export const TextField = forwardRef<HTMLInputElement, FieldProps>(function TextField({ label, error, hint, hideLabel, large = false, id, className, ...input }, ref) {
  return (
    <FieldFrame label={label} error={error} hint={hint} hideLabel={hideLabel} id={id} className={className}>
      {(control) => (
        <input
          ref={ref}
          {...control}
          className={`${fieldControlClass(error)} placeholder:text-slate-400 read-only:bg-slate-100 disabled:bg-slate-100 ${large ? 'px-4 py-3 text-base' : 'px-3 py-2 text-sm'}`}
          {...input}
        />
      )}
    </FieldFrame>
  )
})
