import { ALERT_FREQUENCIES, type AlertFrequency } from '@cms/contract/alertValues'
import { FREQUENCY_LABELS } from '../followedSearch'

export function FrequencySelect({ id, name, value, onChange, disabled }: { id: string; name?: string; value: AlertFrequency; onChange: (value: AlertFrequency) => void; disabled?: boolean }) {
  return (
    <select
      id={id}
      name={name}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as AlertFrequency)}
      className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
    >
      {ALERT_FREQUENCIES.map((frequency) => (
        <option key={frequency} value={frequency}>
          {FREQUENCY_LABELS[frequency]}
        </option>
      ))}
    </select>
  )
}
