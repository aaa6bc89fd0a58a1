import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react'
import { FieldFrame, fieldControlClass } from './FieldFrame'

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string
  error?: string
  /** Shown under the box while there is no error, and read with it. */
  hint?: ReactNode
}

/** A labelled multi-line box with its hint or validation message (FieldFrame), beside TextField. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField({ label, error, hint, id, className, ...textarea }, ref) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <textarea ref={ref} {...control} className={`${fieldControlClass(error)} px-3 py-2 text-sm`} {...textarea} />}
    </FieldFrame>
  )
})
