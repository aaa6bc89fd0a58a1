import type { FormEvent } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { COMPANY_SEARCH_MAX } from '@cms/contract/companyValues'
import { CompanyLogo } from '@web/components/jobs/CompanyLogo'
import { Button } from '@web/components/ui/Button'
import { TextField } from '@web/components/ui/TextField'
import { PageSpinner } from '@web/components/ui/Spinner'
import { formatCount } from '@web/lib/numbers'
import { scrollToTopSoon } from '@web/lib/scrollToTopSoon'
import { useCompanies } from '../api/getCompanies'
import { Breadcrumbs } from '../components/Breadcrumbs'
import { LiveJobCount } from '../components/LiveJobCount'
import { Pagination } from '../components/Pagination'
import { seoHead } from '../lib/seoHead'
import { breadcrumbJsonLd } from '../lib/structuredData'
import { companiesQueryString } from '../lib/companiesQuery'

const CRUMBS = [
  { name: 'Home', path: '/' },
  { name: 'Companies', path: '/companies' },
]

/** /companies: every company with open jobs, most open jobs first, found by name (a GET form that works without JavaScript). */
export default function CompaniesScreen() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const qs = companiesQueryString(params)
  const { data, isError } = useCompanies(qs)
  const q = new URLSearchParams(qs).get('q') ?? ''
  const head = seoHead({
    title: 'Remote Companies Hiring',
    description: 'Every company with open remote jobs on Nomad Jobs: who they hire from, the hours they work, what they pay and how they post.',
    keywords: ['remote companies', 'companies hiring remotely', 'remote-first companies', 'digital nomad jobs'],
    canonicalPath: '/companies',
    jsonLd: [breadcrumbJsonLd(CRUMBS)],
  })
  // With the script, the GET form's address opens in the app.
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    navigate(`/companies?${new URLSearchParams(new FormData(event.currentTarget) as unknown as Record<string, string>).toString()}`)
  }
  const hrefFor = (page: number) => `/companies?${new URLSearchParams({ ...(q ? { q } : {}), ...(page > 1 ? { page: String(page) } : {}) }).toString()}`.replace(/\?$/, '')
  return (
    <>
      {head}
      <div className="mx-auto max-w-6xl px-4 py-8">
        <Breadcrumbs items={CRUMBS} />
        <h1 className="text-3xl font-bold text-slate-900">Remote Companies Hiring</h1>
        <p className="mt-2 text-slate-600">Every company with open remote jobs here. Open one to see who they hire from, the hours, the pay and how they post.</p>
        <form method="get" action="/companies" role="search" onSubmit={search} className="mt-6 flex max-w-xl items-end gap-2">
          <TextField label="Company name" name="q" defaultValue={q} maxLength={COMPANY_SEARCH_MAX} placeholder="Company name" hideLabel className="flex-1" />
          <Button type="submit">Search</Button>
        </form>
        {isError ? (
          <p role="alert" className="mt-6 text-red-700">
            Failed to load companies. Please try again later.
          </p>
        ) : !data ? (
          <PageSpinner label="Loading companies" />
        ) : (
          <>
            <p className="mt-6 text-sm text-slate-600" aria-live="polite">
              {formatCount(data.pagination.total)} {data.pagination.total === 1 ? 'company' : 'companies'}
              {q ? ` matching “${q}”` : ' with open jobs'}
            </p>
            {data.companies.length === 0 ? (
              <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">No company with open jobs matches this name.</p>
            ) : (
              <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {data.companies.map((company) => (
                  <li key={company.slug}>
                    <Link to={`/companies/${company.slug}`} className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-500">
                      <CompanyLogo name={company.name} logo={company.logo} size={40} />
                      <span className="min-w-0 font-medium break-words text-slate-900">{company.name}</span>
                      <LiveJobCount count={company.liveJobs} />
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <Pagination page={data.pagination.page} totalPages={data.pagination.totalPages} hrefFor={hrefFor} onNavigate={scrollToTopSoon} />
          </>
        )}
      </div>
    </>
  )
}
