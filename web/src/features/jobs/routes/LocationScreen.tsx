import { Building2, Clock, DollarSign, Wifi } from 'lucide-react'
import { Link, useParams, useSearchParams } from 'react-router-dom'
import { useLocations } from '@web/lib/taxonomy/getLocations'
import { useLocationPage } from '../api/getLocationPage'
import { Breadcrumbs } from '../components/Breadcrumbs'
import { FilterSidebar } from '../components/FilterSidebar'
import { FollowThisSearch } from '../components/FollowThisSearch'
import { JobResults } from '../components/JobResults'
import { NotFoundState } from '../components/NotFoundState'
import { ResourceLinks } from '../components/ResourceLinks'
import { PageSpinner } from '@web/components/ui/Spinner'
import { listQueryString } from '../lib/filters'
import { locationCopy, locationJobsTitle } from '../lib/locationText'
import { breadcrumbJsonLd, jobItemListJsonLd } from '../lib/structuredData'
import { seoHead } from '../lib/seoHead'

function Card({ icon: Icon, title, text }: { icon: typeof Clock; title: string; text: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5">
      <Icon size={20} className="text-brand-600" aria-hidden />
      <h2 className="mt-2 font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 text-sm text-slate-700">{text}</p>
    </div>
  )
}

export default function LocationScreen() {
  const { slug = '' } = useParams()
  const [params] = useSearchParams()
  const result = useLocationPage(slug, listQueryString(params))
  const locations = useLocations()
  const data = result.data?.location.slug === slug ? result.data : undefined
  const name = data?.location.name ?? ''
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Locations', path: '/locations' },
    { name: name || slug, path: `/locations/${slug}` },
  ]
  const copy = data ? locationCopy(data.location) : null

  const head = seoHead(
    data && copy
      ? {
          title: locationJobsTitle(name),
          description: `${data.count.toLocaleString('en-US')} remote jobs open to people in ${name}. ${copy.intro}`,
          keywords: [`remote jobs ${name.toLowerCase()}`, `work from ${name.toLowerCase()}`, 'digital nomad jobs', `${name} coworking`],
          canonicalPath: `/locations/${slug}`,
          jsonLd: [breadcrumbJsonLd(crumbs), jobItemListJsonLd(data.jobs)],
        }
      : {},
  )

  if (result.isError) return <NotFoundState title="Location Not Found" message="The location you're looking for doesn't exist or has been removed." action={{ to: '/locations', label: 'Browse Locations' }} />
  if (!data || !copy) return <PageSpinner label="Loading location" />

  return (
    <>
      {head}
      <div className="mx-auto max-w-7xl px-4 py-8">
        <Breadcrumbs items={crumbs} />
        <h1 className="text-3xl font-bold text-slate-900">{locationJobsTitle(name)}</h1>
        <p className="mt-3 max-w-3xl text-slate-700">{copy.intro}</p>
        <div className="mt-6 grid gap-4 md:grid-cols-3">
          <Card icon={DollarSign} title="Cost of living" text={copy.costOfLiving} />
          <Card icon={Clock} title="Time-zone compatibility" text={copy.timezone} />
          <Card icon={Wifi} title="Internet reliability" text={copy.internet} />
        </div>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <Card icon={Building2} title="Companies hiring" text={copy.companies} />
          <div className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 className="font-semibold text-slate-900">Tips for working remotely from {name}</h2>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
              {copy.tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ol>
          </div>
        </div>
        <nav aria-label="All locations" className="mt-6 flex flex-wrap gap-2">
          {(locations.data ?? []).map((l) => (
            <Link
              key={l.slug}
              to={`/locations/${l.slug}`}
              aria-current={l.slug === slug ? 'page' : undefined}
              className={`rounded-full border px-3 py-1 text-sm ${l.slug === slug ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-brand-500'}`}
            >
              {l.name}
            </Link>
          ))}
        </nav>
        <FollowThisSearch listQuery={listQueryString(params, { location: slug })} title={locationJobsTitle(name)} />
        <div className="mt-6 grid gap-6 lg:grid-cols-[280px_1fr]">
          <FilterSidebar fixed={{ location: slug }} />
          <JobResults
            data={data}
            isLoading={result.isLoading}
            isError={false}
            emptyMessage="No jobs found. We currently don't have any jobs in this location"
            countLabel={(total) => `${total.toLocaleString('en-US')} remote ${total === 1 ? 'job' : 'jobs'} in ${name}`}
          />
        </div>
        <div className="mt-10">
          <ResourceLinks />
        </div>
      </div>
    </>
  )
}
