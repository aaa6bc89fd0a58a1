import { useId } from 'react'
import { SALARY_CURRENCIES, type SalaryCurrency } from '@cms/contract/salary'

/** The small select of the currency salaries are compared in (its label is for screen readers). */
export function DisplayCurrencySelect({ currency, onChange }: { currency: SalaryCurrency; onChange: (currency: SalaryCurrency) => void }) {
  const selectId = useId()
  return (
    <>
      <label htmlFor={selectId} className="sr-only">
        Show salaries in
      </label>
      <select
        id={selectId}
        value={currency}
        onChange={(event) => onChange(event.target.value as SalaryCurrency)}
        className="rounded border border-slate-300 bg-white px-1 py-0.5 text-xs text-slate-700"
      >
        {SALARY_CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </>
  )
}
