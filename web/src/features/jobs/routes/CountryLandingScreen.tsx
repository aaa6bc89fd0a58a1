import { useParams, useSearchParams } from 'react-router-dom'
import { PageSpinner } from '@web/components/ui/Spinner'
import { formatCount } from '@web/lib/numbers'
import { useCountryLanding } from '../api/getCountryLanding'
import { Breadcrumbs } from '../components/Breadcrumbs'
import { JobResults } from '../components/JobResults'
import { SalaryDistributionChart } from '../components/SalaryDistributionChart'
import { countryLandingTitle } from '../lib/countryLanding'
import { listQueryString } from '../lib/filters'
import { seoHead } from '../lib/seoHead'
import { breadcrumbJsonLd, jobItemListJsonLd } from '../lib/structuredData'

/**
 * /remote-jobs-from/{country}: the jobs someone living there can take, those open only to places that include
 * the country first (what a worldwide board buries), then the worldwide ones. Only countries with enough such
 * jobs have a page (the API answers 404 for the rest, so the loader renders the 404 screen, noindex).
 */
export default function CountryLandingScreen() {
  const { country: slug = '' } = useParams()
  const [params] = useSearchParams()
  const result = useCountryLanding(slug, listQueryString(params))
  const data = result.data?.country.slug === slug ? result.data : undefined
  const name = data?.country.name ?? ''
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Locations', path: '/locations' },
    { name: countryLandingTitle(name), path: `/remote-jobs-from/${slug}` },
  ]
  const head = seoHead(
    data
      ? {
          title: countryLandingTitle(name),
          description: `${formatCount(data.count)} remote jobs open to people living in ${name}: ${formatCount(data.country.restricted)} hiring only in places that include ${name}, then jobs open worldwide.`,
          keywords: [`remote jobs ${name.toLowerCase()}`, `work remotely from ${name.toLowerCase()}`, 'digital nomad jobs'],
          canonicalPath: `/remote-jobs-from/${slug}`,
          jsonLd: [breadcrumbJsonLd(crumbs), jobItemListJsonLd(data.jobs)],
        }
      : {},
  )
  if (!data) return <PageSpinner label="Loading jobs" />
  const worldwide = data.count - data.country.restricted
  return (
    <>
      {head}
      <div className="mx-auto max-w-5xl px-4 py-8">
        <Breadcrumbs items={crumbs} />
        <h1 className="text-3xl font-bold text-slate-900">{countryLandingTitle(name)}</h1>
        <p className="mt-3 max-w-3xl text-slate-700">
          {formatCount(data.country.restricted)} {data.country.restricted === 1 ? 'job hires' : 'jobs hire'} only in places that include {name}; they come first. Then{' '}
          {formatCount(Math.max(worldwide, 0))} {worldwide === 1 ? 'job' : 'jobs'} open to people anywhere.
        </p>
        <SalaryDistributionChart subject={{ kind: 'country', slug }} heading="What these jobs pay" className="mt-4 max-w-xl rounded-xl border border-slate-200 bg-white p-5" />
        <div className="mt-6">
          <JobResults
            data={data}
            isLoading={result.isLoading}
            isError={result.isError}
            countryOfPage={data.country.code}
            countLabel={(total) => `${formatCount(total)} remote ${total === 1 ? 'job' : 'jobs'} you can do from ${name}`}
          />
        </div>
      </div>
    </>
  )
}
