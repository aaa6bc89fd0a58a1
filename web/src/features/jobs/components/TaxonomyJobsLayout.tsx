import type { ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { listQueryString } from '../lib/filters'
import { Breadcrumbs } from './Breadcrumbs'
import { FilterSidebar } from './FilterSidebar'
import { FollowThisSearch } from './FollowThisSearch'
import { JobResults, type JobResultsData } from './JobResults'
import { LiveJobCount } from './LiveJobCount'

/** What differs between a category page and a location page; everything else is the same layout. */
const KINDS = {
  category: { filter: 'category', basePath: '/categories', crumb: 'Categories', navLabel: 'All categories' },
  location: { filter: 'location', basePath: '/locations', crumb: 'Locations', navLabel: 'All locations' },
} as const

export type TaxonomyKind = keyof typeof KINDS

/** The breadcrumb trail of a term page, also used for its JSON-LD. */
export function taxonomyCrumbs(kind: TaxonomyKind, slug: string, name: string) {
  const { basePath, crumb } = KINDS[kind]
  return [
    { name: 'Home', path: '/' },
    { name: crumb, path: basePath },
    { name: name || slug, path: `${basePath}/${slug}` },
  ]
}

interface Props {
  kind: TaxonomyKind
  slug: string
  name: string
  title: string
  /** The page's own copy about the term, under the heading. */
  about: ReactNode
  /** Every term of this kind, as links with their live jobs; the current one is marked. */
  terms: { slug: string; name: string; count: number }[]
  /** Shown between the term links and the results (the category page's search form). */
  beforeResults?: ReactNode
  /** Shown under the results. */
  footer?: ReactNode
  data: JobResultsData
  isLoading: boolean
  emptyMessage: string
  countLabel: (total: number) => string
}

/**
 * The layout of `/categories/:slug` and `/locations/:slug`: breadcrumbs, heading, the follow-this-search
 * control, filters (without the page's own filter) and results; then the term's copy and links to the other
 * terms. Jobs come first: on a phone the copy above them pushed the first job eight blocks down.
 */
export function TaxonomyJobsLayout({ kind, slug, name, title, about, terms, beforeResults, footer, data, isLoading, emptyMessage, countLabel }: Props) {
  const [params] = useSearchParams()
  const { filter, basePath, navLabel } = KINDS[kind]
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs items={taxonomyCrumbs(kind, slug, name)} />
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      {beforeResults}
      <FollowThisSearch listQuery={listQueryString(params, { [filter]: slug })} title={title} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[280px_1fr]">
        <FilterSidebar fixed={{ [filter]: slug }} />
        <JobResults data={data} isLoading={isLoading} isError={false} emptyMessage={emptyMessage} countLabel={countLabel} />
      </div>
      <div className="mt-10">{about}</div>
      <nav aria-label={navLabel} className="mt-6 flex flex-wrap gap-2">
        {terms.map((term) => (
          <Link
            key={term.slug}
            to={`${basePath}/${term.slug}`}
            aria-current={term.slug === slug ? 'page' : undefined}
            className={`inline-flex min-h-8 items-center gap-2 rounded-full border px-3 py-1 text-sm ${term.slug === slug ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-brand-500'}`}
          >
            {term.name}
            <LiveJobCount count={term.count} className={term.slug === slug ? 'bg-brand-800 text-white' : 'bg-slate-100 text-slate-600'} />
          </Link>
        ))}
      </nav>
      {footer}
    </div>
  )
}
