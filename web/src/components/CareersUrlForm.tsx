import type { UseMutationResult } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { Button } from '@web/components/ui/Button'
import { TextField } from '@web/components/ui/TextField'
import { failureMessage } from '@web/lib/apiErrorBody'

interface CareersUrlFormProps<Answer> {
  /** The call that takes the URL (the admin's add, the employer's connect). */
  mutation: UseMutationResult<Answer, Error, string>
  submitLabel: string
  busyLabel: string
  placeholder: string
  onDone?: (answer: Answer) => void
}

/**
 * A job board's careers page URL as people copy it: the server detects the ATS and token, and its 400 (the URLs
 * that work) or 409 (already listed) message is shown under the field until the address changes.
 */
export function CareersUrlForm<Answer>({ mutation, submitLabel, busyLabel, placeholder, onDone }: CareersUrlFormProps<Answer>) {
  const [url, setUrl] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    mutation.mutate(url, {
      onSuccess: (answer) => {
        setUrl('')
        onDone?.(answer)
      },
    })
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start" noValidate>
      <TextField
        label="Careers page URL"
        name="careersUrl"
        type="url"
        placeholder={placeholder}
        value={url}
        onChange={(event) => {
          setUrl(event.target.value)
          if (mutation.isError) mutation.reset()
        }}
        error={mutation.isError ? failureMessage(mutation.error) : undefined}
        className="flex-1"
        required
      />
      <Button type="submit" busy={mutation.isPending} busyLabel={busyLabel} disabled={!url.trim()} className="sm:mt-6">
        {submitLabel}
      </Button>
    </form>
  )
}
