import { Building2, Clock, DollarSign, Wifi } from 'lucide-react'
import { useParams, useSearchParams } from 'react-router-dom'
import { useLocations } from '@web/lib/taxonomy/getLocations'
import { useLocationPage } from '../api/getLocationPage'
import { NotFoundState } from '../components/NotFoundState'
import { ResourceLinks } from '../components/ResourceLinks'
import { CountryLandingLinks } from '../components/CountryLandingLinks'
import { TaxonomyJobsLayout, taxonomyCrumbs } from '../components/TaxonomyJobsLayout'
import { PageSpinner } from '@web/components/ui/Spinner'
import { listQueryString } from '../lib/filters'
import { locationCopy, locationJobsTitle } from '../lib/locationText'
import { breadcrumbJsonLd, jobItemListJsonLd } from '../lib/structuredData'
import { seoHead } from '../lib/seoHead'
import { formatCount } from '@web/lib/numbers'

function FactCard({ icon: Icon, title, text }: { icon: typeof Clock; title: string; text: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5">
      <Icon size={20} className="text-brand-600" aria-hidden />
      <h2 className="mt-2 font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 text-sm text-slate-700">{text}</p>
    </div>
  )
}

function LocationAbout({ name, copy }: { name: string; copy: ReturnType<typeof locationCopy> }) {
  return (
    <>
      <p className="mt-3 max-w-3xl text-slate-700">{copy.intro}</p>
      <div className="mt-6 grid gap-4 md:grid-cols-3">
        <FactCard icon={DollarSign} title="Cost of living" text={copy.costOfLiving} />
        <FactCard icon={Clock} title="Time-zone compatibility" text={copy.timezone} />
        <FactCard icon={Wifi} title="Internet reliability" text={copy.internet} />
      </div>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <FactCard icon={Building2} title="Companies hiring" text={copy.companies} />
        <div className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 className="font-semibold text-slate-900">Tips for working remotely from {name}</h2>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
            {copy.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ol>
        </div>
      </div>
    </>
  )
}

export default function LocationScreen() {
  const { slug = '' } = useParams()
  const [params] = useSearchParams()
  const result = useLocationPage(slug, listQueryString(params))
  const locations = useLocations()
  const data = result.data?.location.slug === slug ? result.data : undefined
  const name = data?.location.name ?? ''
  const crumbs = taxonomyCrumbs('location', slug, name)
  const copy = data ? locationCopy(data.location) : null

  const head = seoHead(
    data && copy
      ? {
          title: locationJobsTitle(name),
          description: `${formatCount(data.count)} remote jobs open to people in ${name}. ${copy.intro}`,
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
      <TaxonomyJobsLayout
        kind="location"
        slug={slug}
        name={name}
        title={locationJobsTitle(name)}
        about={<LocationAbout name={name} copy={copy} />}
        terms={locations.data ?? []}
        footer={
          <>
            <CountryLandingLinks />
            <div className="mt-10">
              <ResourceLinks />
            </div>
          </>
        }
        data={data}
        isLoading={result.isLoading}
        emptyMessage="No jobs found. We currently don't have any jobs in this location"
        countLabel={(total) => `${formatCount(total)} remote ${total === 1 ? 'job' : 'jobs'} in ${name}`}
      />
    </>
  )
}
