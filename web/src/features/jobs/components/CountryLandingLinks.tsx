import { useId, useState } from 'react'
import { Link } from 'react-router-dom'
import { useLandingCountries } from '../api/getCountryLanding'
import { countryLandingTitle, landingCountriesShown, TOP_LANDING_COUNTRIES } from '../lib/countryLanding'
import { LiveJobCount } from './LiveJobCount'

/**
 * The location pages' links to the "Remote jobs you can do from …" pages: the countries with the most jobs open
 * to them, with their counts, and a filter box that finds any other (each page also stays reachable by its URL).
 */
export function CountryLandingLinks() {
  const countries = useLandingCountries().data ?? []
  const [filter, setFilter] = useState('')
  const inputId = useId()
  if (!countries.length) return null
  const shown = landingCountriesShown(countries, filter)
  const filtering = filter.trim() !== ''
  return (
    <nav aria-label="Remote jobs by where you live" className="mt-10">
      <h2 className="text-lg font-semibold text-slate-900">Remote jobs you can do from…</h2>
      <div className="mt-3 max-w-sm">
        <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
          Find your country
        </label>
        <input
          id={inputId}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder="e.g. Portugal"
          autoComplete="off"
          aria-describedby={`${inputId}-status`}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm outline-none placeholder:text-slate-400 focus:ring-2 focus:ring-brand-500"
        />
      </div>
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
