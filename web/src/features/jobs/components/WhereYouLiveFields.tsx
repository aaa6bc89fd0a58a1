import { useId, useMemo } from 'react'
import { browserUtcOffset, countryOptions, offsetLabel, TZ_OPTIONS, type WhereYouLive } from '@web/lib/jobs/whereYouLive'

const selectClass = 'h-10 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-800'

/**
 * "Where I can work from" (issue 22's "Where do you live?"): the filter panel's first group, two of the browser's own selects named `country` and
 * `tz`, so the panel's plain GET form sends them without a script. Choosing a country fills an untouched time
 * zone from the browser's own setting (Intl, never the IP).
 */
export function WhereYouLiveFields({ value, onChange }: { value: WhereYouLive; onChange: (next: WhereYouLive) => void }) {
  const countryId = useId()
  const tzId = useId()
  const countries = useMemo(countryOptions, [])
  const offsets = value.tz === null || TZ_OPTIONS.includes(value.tz) ? TZ_OPTIONS : [...TZ_OPTIONS, value.tz].sort((a, b) => a - b)
  const chooseCountry = (country: string | null) => onChange({ country, tz: country && value.tz === null ? browserUtcOffset() : value.tz })
  return (
    <fieldset className="space-y-2">
      {/* Who may apply, as opposed to where a job is listed (the search bar's menu and the Location group). */}
      <legend className="mb-1 text-sm font-semibold text-slate-900">Where I can work from</legend>
      <label htmlFor={countryId} className="block text-xs text-slate-600">
        Country
      </label>
      <select id={countryId} name="country" value={value.country ?? ''} onChange={(event) => chooseCountry(event.target.value || null)} className={selectClass}>
        <option value="">Anywhere (all jobs)</option>
        {countries.map((country) => (
          <option key={country.value} value={country.value}>
            {country.label}
          </option>
        ))}
      </select>
      <label htmlFor={tzId} className="block text-xs text-slate-600">
        Your time zone
      </label>
      <select id={tzId} name="tz" value={value.tz ?? ''} onChange={(event) => onChange({ ...value, tz: event.target.value === '' ? null : Number(event.target.value) })} className={selectClass}>
        <option value="">Any hours</option>
        {offsets.map((tz) => (
          <option key={tz} value={tz}>
            {offsetLabel(tz)}
          </option>
        ))}
      </select>
    </fieldset>
  )
}
