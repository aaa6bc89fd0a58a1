import { ExternalLink } from 'lucide-react'
import { useParams, useSearchParams } from 'react-router-dom'
import type { CompanyProfile } from '@cms/contract/companies'
import { COMPANY_SIZE_LABELS } from '@cms/contract/companyValues'
import { CompanyLogo } from '@web/components/jobs/CompanyLogo'
import { PageSpinner } from '@web/components/ui/Spinner'
import { choiceFromParams } from '@web/lib/jobs/whereYouLive'
import { countryName } from '@web/lib/jobs/eligibilityBadge'
import { formatCount } from '@web/lib/numbers'
import { safeHref } from '@web/lib/safeHref'
import { useCompanyPage } from '../api/getCompanies'
import { Breadcrumbs } from '../components/Breadcrumbs'
import { CompanyInsights } from '../components/CompanyInsights'
import { FilterSidebar } from '../components/FilterSidebar'
import { JobResults } from '../components/JobResults'
import { listQueryString } from '../lib/filters'
import { seoHead } from '../lib/seoHead'
import { breadcrumbJsonLd, jobItemListJsonLd, organizationJsonLd } from '../lib/structuredData'

/** The company's own links, each only when it is a web address. */
function CompanyLinks({ company }: { company: CompanyProfile }) {
  const links = [
    { label: 'Website', href: company.website },
    { label: 'LinkedIn', href: company.links.linkedin },
    { label: 'X', href: company.links.x },
  ].flatMap(({ label, href }) => {
    const safe = href && safeHref(href)
    return safe ? [{ label, href: safe }] : []
  })
  if (!links.length) return null
  return (
    <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {links.map((link) => (
        <li key={link.label}>
          <a href={link.href} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-6 items-center gap-1 font-semibold text-brand-700 hover:underline">
            {link.label} <ExternalLink size={14} aria-hidden />
          </a>
        </li>
      ))}
    </ul>
  )
}

/** "51-200 people · Founded 2015 · Based in Portugal", from what the company says. */
const profileFacts = (company: CompanyProfile) =>
  [company.size && COMPANY_SIZE_LABELS[company.size], company.founded && `Founded ${company.founded}`, company.headquarters && `Based in ${countryName(company.headquarters)}`].filter(Boolean).join(' · ')

/**
 * /companies/{slug}: who the company is, what its jobs tell a nomad (who they hire from, hours, pay, how they
 * post), and its open jobs with the usual filters. A company without live jobs is still shown for a while, kept out
 * of search engines; the API's 404 and 410 render the not-found screens.
 */
export default function CompanyScreen() {
  const { slug = '' } = useParams()
  const [params] = useSearchParams()
  const result = useCompanyPage(slug, listQueryString(params))
  const data = result.data?.company.slug === slug ? result.data : undefined
  const company = data?.company
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Companies', path: '/companies' },
    { name: company?.name ?? slug, path: `/companies/${slug}` },
  ]
  const head = seoHead(
    data && company
      ? {
          title: `${company.name}: Remote Jobs and How They Hire`,
          description: `${formatCount(data.insights.liveJobs)} open remote ${data.insights.liveJobs === 1 ? 'job' : 'jobs'} at ${company.name}: who they hire from, the hours they work, what they pay and how they post. ${company.description ?? ''}`,
          keywords: [`${company.name.toLowerCase()} remote jobs`, `${company.name.toLowerCase()} careers`, 'remote companies', 'digital nomad jobs'],
          canonicalPath: `/companies/${slug}`,
          jsonLd: [breadcrumbJsonLd(crumbs), organizationJsonLd(company), jobItemListJsonLd(data.jobs)],
          robots: data.indexable ? undefined : 'noindex',
        }
      : {},
  )
  if (!data || !company) return <PageSpinner label="Loading company" />
  const facts = profileFacts(company)
  return (
    <>
      {head}
      <div className="mx-auto max-w-7xl px-4 py-8">
        <Breadcrumbs items={crumbs} />
        <header className="flex items-start gap-4">
          <CompanyLogo name={company.name} logo={company.logo} size={64} />
          <div className="min-w-0">
            <h1 className="text-3xl font-bold break-words text-slate-900">{company.name}</h1>
            {facts && <p className="mt-1 text-sm text-slate-600">{facts}</p>}
            <CompanyLinks company={company} />
          </div>
        </header>
        <p className="mt-4 max-w-3xl whitespace-pre-line text-slate-700">{company.description ?? `${company.name} hires remotely through Nomad Jobs.`}</p>
        <h2 className="mt-8 text-xl font-semibold text-slate-900">What their jobs tell you</h2>
        <div className="mt-3">
          <CompanyInsights insights={data.insights} country={choiceFromParams(params).country} />
        </div>
        <h2 className="mt-10 text-xl font-semibold text-slate-900">Open jobs at {company.name}</h2>
        <div className="mt-4 grid gap-6 lg:grid-cols-[280px_1fr]">
          <FilterSidebar />
          <JobResults
            data={data}
            isLoading={result.isLoading}
            isError={result.isError}
            emptyMessage={data.insights.liveJobs ? 'No open jobs match these filters.' : `${company.name} has no open jobs right now.`}
            countLabel={(total) => `${formatCount(total)} open ${total === 1 ? 'job' : 'jobs'} at ${company.name}`}
          />
        </div>
      </div>
    </>
  )
}
