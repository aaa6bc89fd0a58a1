import { useId, useState } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router-dom'
import { useLandingCountries } from '../api/getCountryLanding'
import { countryLandingTitle, landingCountriesShown, TOP_LANDING_COUNTRIES } from '../lib/countryLanding'
import { keptFormFields } from '../lib/filters'
import { LiveJobCount } from './LiveJobCount'

/** The query parameter that carries the box's words when the form is sent without a script. */
const FIND_PARAM = 'find'
const SECTION_ID = 'find-your-country'

/**
 * The location pages' links to the "Remote jobs you can do from …" pages: the countries with the most jobs open
 * to them, with their counts, and a filter box that finds any other (each page also stays reachable by its URL).
 * With a script the list follows each keystroke; without one the box is a GET form on the same page (its Find
 * button shows only then), the server renders the filtered list, and the fragment brings the visitor back here.
 */
export function CountryLandingLinks() {
  const countries = useLandingCountries().data ?? []
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  const [filter, setFilter] = useState(() => params.get(FIND_PARAM) ?? '')
  const inputId = useId()
  if (!countries.length) return null
  const shown = landingCountriesShown(countries, filter)
  const filtering = filter.trim() !== ''
  return (
    <nav id={SECTION_ID} aria-label="Remote jobs by where you live" className="mt-10 scroll-mt-24">
      <h2 className="text-lg font-semibold text-slate-900">Remote jobs you can do from…</h2>
      <form method="get" action={`${pathname}#${SECTION_ID}`} onSubmit={(event) => event.preventDefault()} className="mt-3 max-w-sm">
        {keptFormFields(params, []).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
          Find your country
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            type="search"
            name={FIND_PARAM}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder="e.g. Portugal"
            autoComplete="off"
            aria-describedby={`${inputId}-status`}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400"
          />
          <button type="submit" className="hidden items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 noscript:inline-flex">
            Find
          </button>
        </div>
      </form>
      <p id={`${inputId}-status`} aria-live="polite" className="mt-2 text-sm text-slate-600">
        {filtering
          ? shown.length === 0
            ? 'No country with its own page matches.'
            : `${shown.length} ${shown.length === 1 ? 'country matches' : 'countries match'}.`
          : `The ${Math.min(TOP_LANDING_COUNTRIES, countries.length)} countries with the most jobs open to them in particular (worldwide jobs aside), of ${countries.length}; type to find yours.`}
      </p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {shown.map((country) => (
          <li key={country.code}>
            <Link
              to={`/remote-jobs-from/${country.slug}`}
              aria-label={`${countryLandingTitle(country.name)} (${country.restricted} open to it in particular)`}
              className="inline-flex min-h-8 items-center gap-2 rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-700 hover:border-brand-500"
            >
              {country.name}
              <LiveJobCount count={country.restricted} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
