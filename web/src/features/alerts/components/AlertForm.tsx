import { ALERT_FORM_ACTION, type AlertFrequency } from '@cms/contract/alertValues'
import { useState, type FormEvent } from 'react'
import { FormSubmit } from '@web/components/ui/FormOutcome'
import { TextField } from '@web/components/ui/TextField'
import { FrequencySelect } from './FrequencySelect'

/** What the form holds, kept by its owner (a dialog's content unmounts when closed; what was typed must not go). */
export function useAlertFields(initialEmail = '', initialFrequency: AlertFrequency = 'daily') {
  const [email, setEmail] = useState(initialEmail)
  const [frequency, setFrequency] = useState<AlertFrequency>(initialFrequency)
  return { email, setEmail, frequency, setFrequency }
}

interface AlertFormProps {
  /** The followed search's filters, sent as hidden fields. */
  filters: Record<string, string>
  fields: ReturnType<typeof useAlertFields>
  error?: string | null
  busy?: boolean
  /** With JavaScript: send it yourself (the form's own post is prevented). Without, the browser posts it to the form route. */
  onSubmit?: (input: { email: string; frequency: AlertFrequency } & Record<string, string>) => void
}

/**
 * The e-mail and frequency of a new alert for a search. A real form (`POST ALERT_FORM_ACTION`), so the new-alert
 * page works without JavaScript; the search pages' dialog sends the same fields as JSON through `onSubmit`.
 */
export function AlertForm({ filters, fields, error, busy = false, onSubmit }: AlertFormProps) {
  const { email, setEmail, frequency, setFrequency } = fields
  const submit = (event: FormEvent) => {
    if (!onSubmit) return
    event.preventDefault()
    onSubmit({ ...filters, email, frequency })
  }

  return (
    <form method="post" action={ALERT_FORM_ACTION} onSubmit={submit} className="mt-5 space-y-4" noValidate>
      {Object.entries(filters).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <TextField
        id="alert-email"
        name="email"
        label="E-mail"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        placeholder="you@example.com"
      />
      <div>
        <label htmlFor="alert-frequency" className="mb-1 block text-sm font-medium text-slate-700">
          How often
        </label>
        <FrequencySelect id="alert-frequency" name="frequency" value={frequency} onChange={setFrequency} />
      </div>
      <FormSubmit error={error} busy={busy} busyLabel="Creating alert...">
        Create alert
      </FormSubmit>
    </form>
  )
}
