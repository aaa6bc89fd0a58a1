import { Link, useParams, useSearchParams } from 'react-router-dom'
import { useCategories } from '@web/lib/taxonomy/getCategories'
import { useCategoryPage } from '../api/getCategoryPage'
import { Breadcrumbs } from '../components/Breadcrumbs'
import { FilterSidebar } from '../components/FilterSidebar'
import { JobResults } from '../components/JobResults'
import { NotFoundState } from '../components/NotFoundState'
import { SearchForm } from '../components/SearchForm'
import { Spinner } from '../components/Spinner'
import { categoryAbout } from '../lib/categoryAbout'
import { listQueryString } from '../lib/filters'
import { breadcrumbJsonLd, jobItemListJsonLd } from '../lib/structuredData'
import { useSeo } from '../lib/useSeo'

export default function CategoryScreen() {
  const { slug = '' } = useParams()
  const [params] = useSearchParams()
  const result = useCategoryPage(slug, listQueryString(params))
  const categories = useCategories()
  const data = result.data?.category.slug === slug ? result.data : undefined
  const name = data?.category.name ?? ''
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Categories', path: '/categories' },
    { name: name || slug, path: `/categories/${slug}` },
  ]
  const about = categoryAbout(slug, name)

  useSeo(
    data
      ? {
          title: `Remote ${name} Jobs`,
          description: `${data.count.toLocaleString('en-US')} remote ${name} jobs for digital nomads. ${about.intro}`,
          keywords: [`remote ${name.toLowerCase()} jobs`, `${name.toLowerCase()} jobs`, ...about.topSkills, 'digital nomad jobs'],
          canonicalPath: `/categories/${slug}`,
          jsonLd: [breadcrumbJsonLd(crumbs), jobItemListJsonLd(data.jobs)],
        }
      : {},
  )

  if (result.isError) return <NotFoundState title="Category Not Found" message="The category you're looking for doesn't exist or has been removed." action={{ to: '/categories', label: 'Browse Categories' }} />
  if (!data) return <Spinner label="Loading category" />

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs items={crumbs} />
      <h1 className="text-3xl font-bold text-slate-900">Remote {name} Jobs</h1>
      <section aria-label={`About ${name} jobs`} className="mt-4 grid gap-4 rounded-xl border border-slate-200 bg-white p-6 md:grid-cols-2">
        <div>
          <p className="text-slate-700">{about.intro}</p>
          <h2 className="mt-4 font-semibold text-slate-900">Job market outlook</h2>
          <p className="text-sm text-slate-700">{about.outlook}</p>
          {about.salary && <p className="mt-2 text-sm text-slate-700">Typical salaries: {about.salary}</p>}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <h2 className="font-semibold text-slate-900">Top skills</h2>
            <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
              {about.topSkills.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="font-semibold text-slate-900">Benefits</h2>
            <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
              {about.benefits.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <nav aria-label="All categories" className="mt-6 flex flex-wrap gap-2">
        {(categories.data ?? []).map((c) => (
          <Link
            key={c.slug}
            to={`/categories/${c.slug}`}
            aria-current={c.slug === slug ? 'page' : undefined}
            className={`rounded-full border px-3 py-1 text-sm ${c.slug === slug ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-brand-500'}`}
          >
            {c.name}
          </Link>
        ))}
      </nav>
      <div className="mt-6">
        <SearchForm category={slug} />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[280px_1fr]">
        <FilterSidebar fixed={{ category: slug }} />
        <JobResults
          data={data}
          isLoading={result.isLoading}
          isError={false}
          emptyMessage="No jobs found. We currently don't have any jobs in this category"
          countLabel={(total) => `${total.toLocaleString('en-US')} remote ${name} ${total === 1 ? 'job' : 'jobs'} available`}
        />
      </div>
    </div>
  )
}
