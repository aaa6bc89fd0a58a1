import { Link, useSearchParams } from 'react-router-dom'
import { useSearchJobs } from '../api/searchJobs'
import { FilterSidebar } from '../components/FilterSidebar'
import { FollowThisSearch } from '../components/FollowThisSearch'
import { JobResults } from '../components/JobResults'
import { SearchForm } from '../components/SearchForm'
import { listQueryString } from '../lib/filters'
import { searchScreenQueryString, strictSearchHref } from '../lib/searchQuery'
import { searchTitle } from '../lib/searchTitle'
import { breadcrumbJsonLd, jobItemListJsonLd } from '../lib/structuredData'
import { seoHead } from '../lib/seoHead'
import { jobTotalText } from '../lib/pagination'

export default function SearchScreen() {
  const [params] = useSearchParams()
  const q = params.get('q') ?? ''
  const location = params.get('location') ?? ''
  const qs = listQueryString(params)
  const result = useSearchJobs(searchScreenQueryString(params))
  const meta = result.data?.meta
  // A corrected search is headed by the words it searched ("React", not the "Recat" typed).
  const heading = searchTitle(meta?.correctedQuery ?? q, location.includes(',') ? '' : location)
  const hasTerms = Boolean(q || location)

  const head = seoHead({
    title: hasTerms ? heading : undefined,
    description: `${heading}: browse ${result.data ? jobTotalText(result.data.pagination) : 'hundreds of'} remote jobs you can do from anywhere, with filters for job type, experience, salary and time zone.`,
    keywords: [q || 'remote jobs', 'digital nomad jobs', 'work from anywhere', location || 'worldwide'].filter(Boolean),
    canonicalPath: '/search',
    jsonLd: [breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: 'Search', path: '/search' }]), jobItemListJsonLd(result.data?.jobs ?? [])],
  })

  return (
    <>
      {head}
      <div className="mx-auto max-w-7xl px-4 py-8">
        <h1 className="text-3xl font-bold text-slate-900">{heading}</h1>
        <div className="mt-4">
          <SearchForm key={`${q}|${location}`} initialQuery={q} initialLocation={location.includes(',') ? '' : location} />
        </div>
        <FollowThisSearch listQuery={qs} title={heading} />
        {meta?.correctedQuery && (
          <p className="mt-4 text-sm text-slate-700" data-testid="search-corrected">
            Showing results for <strong>{meta.correctedQuery}</strong>.{' '}
            <Link to={strictSearchHref(params)} className="font-medium text-brand-700 hover:underline">
              Search instead for {q}
            </Link>
          </p>
        )}
        {meta?.relaxed && (
          <p className="mt-4 text-sm text-slate-700" data-testid="search-relaxed">
            No job matches every word; these match most of them.
          </p>
        )}
        <div className="mt-6 grid gap-6 lg:grid-cols-[280px_1fr]">
          <FilterSidebar facets={result.data?.facets} />
          <JobResults data={result.data} isLoading={result.isLoading} isError={result.isError} />
        </div>
      </div>
    </>
  )
}
