import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react'
import { FieldFrame, fieldControlClass } from './FieldFrame'

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string
  options: readonly { value: string; label: string }[]
  /** The first, empty option ("Choose a category…"); none when every value is a real choice. */
  placeholder?: string
  error?: string
  /** Shown under the select while there is no error, and read with it. */
  hint?: ReactNode
}

/** A labelled native select with its hint or validation message (FieldFrame), beside TextField. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField({ label, options, placeholder, error, hint, id, className, ...select }, ref) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <select ref={ref} {...control} className={`${fieldControlClass(error)} h-10 px-2 text-sm`} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  )
})
