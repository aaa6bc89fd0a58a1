import { REGION_LABELS, REGION_VALUES, type EligibilityRegion } from '@cms/contract/eligibilityValues'
import { MapPin, X } from 'lucide-react'
import { useId, useMemo } from 'react'
import { eligibilityBadge } from '@web/lib/jobs/eligibilityBadge'
import { offsetLabel, TZ_OPTIONS } from '@web/lib/jobs/whereYouLive'
import { countryTextName, eligibilityFromPick, locationTextFromPick, pickableCountries, type WhoMayApplyPick } from '@web/lib/jobs/whoMayApplyText'

const selectClass = 'h-10 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-800'

/** One end of the working-hours window: a UTC offset. */
function OffsetSelect({ id, label, value, onChange }: { id: string; label: string; value: number; onChange: (offset: number) => void }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))} className={selectClass}>
        {TZ_OPTIONS.map((tz) => (
          <option key={tz} value={tz}>
            {offsetLabel(tz)}
          </option>
        ))}
      </select>
    </div>
  )
}

const toggled = <T,>(list: T[], item: T): T[] => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item])

interface WhoMayApplyPickerProps {
  value: WhoMayApplyPick
  onChange: (next: WhoMayApplyPick) => void
  error?: string
}

/**
 * "Who may apply": anyone, or the regions and countries chosen, and optionally a working-hours window. It writes
 * the job's location line in words the server's who-may-apply parser reads, and shows the badge cards will show.
 */
export function WhoMayApplyPicker({ value, onChange, error }: WhoMayApplyPickerProps) {
  const id = useId()
  const countries = useMemo(pickableCountries, [])
  const eligibility = eligibilityFromPick(value)
  const badge = eligibility && eligibilityBadge(eligibility)
  const line = locationTextFromPick(value)
  const hours = value.hours
  const setHours = (min: number, max: number) => onChange({ ...value, hours: { min: Math.min(min, max), max: Math.max(min, max) } })

  return (
    <fieldset aria-describedby={error ? `${id}-error` : `${id}-line`} className="space-y-3">
      <legend className="sr-only">Who may apply</legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
        <label className="flex min-h-8 items-center gap-2 text-sm text-slate-800">
          <input type="radio" name={`${id}-scope`} checked={value.worldwide} onChange={() => onChange({ ...value, worldwide: true })} className="size-5 accent-brand-600" />
          Anyone, anywhere
        </label>
        <label className="flex min-h-8 items-center gap-2 text-sm text-slate-800">
          <input type="radio" name={`${id}-scope`} checked={!value.worldwide} onChange={() => onChange({ ...value, worldwide: false })} className="size-5 accent-brand-600" />
          Only people in some places
        </label>
      </div>

      {!value.worldwide && (
        <div className="space-y-3 rounded-lg border border-slate-200 p-3">
          <fieldset>
            <legend className="mb-1 text-xs font-medium text-slate-600">Regions</legend>
            <div className="grid grid-cols-2 gap-1 sm:grid-cols-3">
              {REGION_VALUES.map((region: EligibilityRegion) => (
                <label key={region} className="flex min-h-8 items-center gap-2 text-sm text-slate-800">
                  <input type="checkbox" checked={value.regions.includes(region)} onChange={() => onChange({ ...value, regions: toggled(value.regions, region) })} className="size-4 accent-brand-600" />
                  {REGION_LABELS[region]}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor={`${id}-country`} className="mb-1 block text-xs font-medium text-slate-600">
              Add a country
            </label>
            <select
              id={`${id}-country`}
              value=""
              onChange={(event) => event.target.value && onChange({ ...value, countries: [...value.countries, event.target.value] })}
              className={selectClass}
            >
              <option value="">Choose a country…</option>
              {countries
                .filter((country) => !value.countries.includes(country.value))
                .map((country) => (
                  <option key={country.value} value={country.value}>
                    {country.label}
                  </option>
                ))}
            </select>
            {value.countries.length > 0 && (
              <ul className="mt-2 flex flex-wrap gap-2" aria-label="Countries chosen">
                {value.countries.map((code) => (
                  <li key={code} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-3 text-sm text-brand-800">
                    {countryTextName(code)}
                    <button
                      type="button"
                      aria-label={`Remove ${countryTextName(code)}`}
                      onClick={() => onChange({ ...value, countries: value.countries.filter((c) => c !== code) })}
                      className="inline-flex size-6 items-center justify-center rounded-full hover:bg-brand-100"
                    >
                      <X size={14} aria-hidden />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}

      <div>
        <label className="flex min-h-8 items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" checked={hours !== null} onChange={(event) => onChange({ ...value, hours: event.target.checked ? { min: -1, max: 3 } : null })} className="size-4 accent-brand-600" />
          Only within working hours (a UTC-offset window)
        </label>
        {hours && (
          <div className="mt-2 grid grid-cols-2 gap-3">
            <OffsetSelect id={`${id}-from`} label="From" value={hours.min} onChange={(min) => setHours(min, hours.max)} />
            <OffsetSelect id={`${id}-to`} label="To" value={hours.max} onChange={(max) => setHours(hours.min, max)} />
          </div>
        )}
      </div>

      <div id={`${id}-line`} className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700" aria-live="polite">
        {badge ? (
          <>
            <p className="inline-flex items-center gap-1 font-medium text-slate-900" data-testid="post-eligibility-badge">
              <MapPin size={14} aria-hidden /> {badge.label}
              {badge.hours && <span className="ml-2 font-normal text-slate-600">{badge.hours}</span>}
            </p>
            <p className="mt-1 text-xs text-slate-500">Posted as “{line}”</p>
          </>
        ) : (
          <p>Choose who may apply: anyone, or regions and countries.</p>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  )
}
