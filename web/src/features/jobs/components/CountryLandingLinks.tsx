import { Link } from 'react-router-dom'
import { useLandingCountries } from '../api/getCountryLanding'
import { countryLandingTitle } from '../lib/countryLanding'

/** The location pages' links to every "Remote jobs you can do from …" page (only countries that have one). */
export function CountryLandingLinks() {
  const countries = useLandingCountries().data ?? []
  if (!countries.length) return null
  return (
    <nav aria-label="Remote jobs by where you live" className="mt-10">
      <h2 className="text-lg font-semibold text-slate-900">Remote jobs you can do from…</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {countries.map((country) => (
          <li key={country.code}>
            <Link
              to={`/remote-jobs-from/${country.slug}`}
              aria-label={countryLandingTitle(country.name)}
              className="inline-flex min-h-8 items-center rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-700 hover:border-brand-500"
            >
              {country.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
