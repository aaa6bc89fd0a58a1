import { MapPin, Search } from 'lucide-react'
import { Link, useParams, useSearchParams } from 'react-router-dom'
import { useKeywordJobs } from '../api/getKeywordJobs'
import { useKeywordLocations } from '../api/getKeywordLocations'
import { useSearchJobs } from '../api/searchJobs'
import { Breadcrumbs } from '../components/Breadcrumbs'
import { JobResults } from '../components/JobResults'
import { ResourceLinks } from '../components/ResourceLinks'
import { SalaryDistributionChart } from '../components/SalaryDistributionChart'
import { aboutText, aboutVariant, keywordCountText, keywordFaqs, keywordHeading, relatedKeywords, titleCase } from '../lib/keywordPage'
import { keywordQueryString } from '../lib/keywordQuery'
import { inlineCase } from '@web/lib/titleCase'
import { breadcrumbJsonLd, jobItemListJsonLd } from '../lib/structuredData'
import { seoHead } from '../lib/seoHead'
import { formatCount } from '@web/lib/numbers'

/** Related Searches: top 5 keywords by word overlap; shows nothing on failure. */
function RelatedSearches({ keyword }: { keyword: string }) {
  const { data, isError } = useKeywordJobs(50)
  if (isError || !data) return null
  const related = relatedKeywords(keyword, data, 5)
  if (related.length === 0) return null
  return (
    <section aria-labelledby="related-searches" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="related-searches" className="font-semibold text-slate-900">
        Related Searches
      </h2>
      <ul className="mt-2 space-y-1">
        {related.map((entry) => (
          <li key={entry.slug}>
            <Link to={`/keywords/${entry.slug}`} className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
              <Search size={14} aria-hidden /> {titleCase(entry.keyword)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Popular Locations (5); shows nothing on failure. */
function PopularLocations() {
  const { data, isError } = useKeywordLocations(5)
  if (isError || !data || data.length === 0) return null
  return (
    <section aria-labelledby="popular-locations" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="popular-locations" className="font-semibold text-slate-900">
        Popular Locations
      </h2>
      <ul className="mt-2 space-y-1">
        {data.map((entry) => (
          <li key={entry.slug}>
            <Link to={`/locations/${entry.slug}`} className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
              <MapPin size={14} aria-hidden /> {entry.location}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

export default function KeywordScreen() {
  const { keyword: slug = '' } = useParams()
  const [params] = useSearchParams()
  // The router hands the path segment over decoded.
  const keyword = slug.replace(/-/g, ' ').trim()
  const heading = keywordHeading(slug)
  const phrase = titleCase(keyword)
  const qs = keywordQueryString(slug, params)
  const result = useSearchJobs(qs)
  const total = result.data?.pagination.total
  const faqs = keywordFaqs(phrase)
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Jobs', path: '/search' },
    { name: phrase, path: `/keywords/${slug}` },
  ]

  const head = seoHead({
    title: heading,
    description: `${total !== undefined ? `${formatCount(total)} ` : ''}${inlineCase(phrase)} for digital nomads. ${aboutText(aboutVariant(keyword), phrase)}`,
    keywords: [keyword, `${keyword} for digital nomads`, 'remote jobs', 'digital nomad jobs'],
    canonicalPath: `/keywords/${slug}`,
    jsonLd: [
      breadcrumbJsonLd(crumbs),
      jobItemListJsonLd(result.data?.jobs ?? []),
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: faqs.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
      },
    ],
  })

  return (
    <>
      {head}
      <div className="mx-auto max-w-7xl px-4 py-8">
        <Breadcrumbs items={crumbs} />
        <h1 className="text-3xl font-bold text-slate-900">{heading}</h1>
        <p className="mt-2 text-slate-600" data-testid="keyword-count">
          {total !== undefined ? keywordCountText(slug, total) : '\u00a0'}
        </p>
        <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_300px]">
          <div className="space-y-6">
            <section aria-labelledby="about-keyword" className="rounded-xl border border-slate-200 bg-white p-6">
              <h2 id="about-keyword" className="text-lg font-semibold text-slate-900">
                About {phrase}
              </h2>
              <p className="mt-2 text-slate-700">{aboutText(aboutVariant(keyword), phrase)}</p>
            </section>
            <SalaryDistributionChart subject={{ kind: 'keyword', slug }} heading="What these jobs pay" className="rounded-xl border border-slate-200 bg-white p-6" />
            <JobResults data={result.data} isLoading={result.isLoading} isError={result.isError} />
            <section aria-labelledby="keyword-faq" className="rounded-xl border border-slate-200 bg-white p-6">
              <h2 id="keyword-faq" className="text-lg font-semibold text-slate-900">
                Frequently Asked Questions
              </h2>
              <dl className="mt-3 space-y-4">
                {faqs.map((faq) => (
                  <div key={faq.question}>
                    <dt className="font-medium text-slate-900">{faq.question}</dt>
                    <dd className="mt-1 text-sm text-slate-700">{faq.answer}</dd>
                  </div>
                ))}
              </dl>
            </section>
          </div>
          <div className="space-y-6">
            <RelatedSearches keyword={keyword} />
            <PopularLocations />
          </div>
        </div>
        <div className="mt-10">
          <ResourceLinks />
        </div>
      </div>
    </>
  )
}
