import { Globe2, MapPin } from 'lucide-react'
import { Link } from 'react-router-dom'
import { useLocations } from '@web/lib/taxonomy/getLocations'
import { Breadcrumbs } from '../components/Breadcrumbs'
import { LiveJobCount } from '../components/LiveJobCount'
import { PageSpinner } from '@web/components/ui/Spinner'
import { groupByRegion } from '../lib/locationText'
import { breadcrumbJsonLd } from '../lib/structuredData'
import { seoHead } from '../lib/seoHead'

const CRUMBS = [
  { name: 'Home', path: '/' },
  { name: 'Locations', path: '/locations' },
]

const BENEFITS = [
  { title: 'Work from anywhere', text: 'Choose roles open worldwide or limited to a region that suits your travels.' },
  { title: 'Time-zone fit', text: 'Filter by time zone so meetings land in your working hours.' },
  { title: 'Lower costs', text: 'Earn an international salary while living somewhere affordable.' },
]

export default function LocationsScreen() {
  const { data, isLoading, isError } = useLocations()
  const head = seoHead({
    title: 'Remote Job Locations',
    description: 'Remote jobs by location: work from anywhere, or find roles open to the Americas, Europe, Asia and beyond.',
    keywords: ['remote jobs by location', 'worldwide remote jobs', 'remote jobs europe', 'remote jobs americas', 'remote jobs asia'],
    canonicalPath: '/locations',
    jsonLd: [breadcrumbJsonLd(CRUMBS)],
  })
  return (
    <>
      {head}
      <div className="mx-auto max-w-6xl px-4 py-8">
        <Breadcrumbs items={CRUMBS} />
        <h1 className="text-3xl font-bold text-slate-900">Remote Job Locations</h1>
        <p className="mt-2 text-slate-600">Find remote jobs open to where you are, or where you want to be.</p>
        {isLoading ? (
          <PageSpinner label="Loading locations" />
        ) : isError ? (
          <p role="alert" className="mt-6 text-red-700">
            Failed to load locations. Please try again later.
          </p>
        ) : (
          <div className="mt-6 space-y-8">
            {groupByRegion(data ?? []).map(([region, locations]) => (
              <section key={region} aria-labelledby={`region-${region}`}>
                <h2 id={`region-${region}`} className="flex items-center gap-2 text-xl font-semibold text-slate-900">
                  <Globe2 size={20} className="text-brand-600" aria-hidden /> {region}
                </h2>
                <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                  {locations.map((l) => (
                    <li key={l.slug}>
                      <Link to={`/locations/${l.slug}`} className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-500">
                        <MapPin size={16} className="text-slate-400" aria-hidden /> {l.name}
                        <LiveJobCount count={l.count} />
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
        <section aria-label="Benefits" className="mt-10 grid gap-4 rounded-xl bg-brand-50 p-6 md:grid-cols-3">
          {BENEFITS.map((b) => (
            <div key={b.title}>
              <h2 className="font-semibold text-brand-900">{b.title}</h2>
              <p className="mt-1 text-sm text-slate-700">{b.text}</p>
            </div>
          ))}
        </section>
      </div>
    </>
  )
}
