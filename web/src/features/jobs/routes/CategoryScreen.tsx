import { useParams, useSearchParams } from 'react-router-dom'
import { useCategories } from '@web/lib/taxonomy/getCategories'
import { useCategoryPage } from '../api/getCategoryPage'
import { NotFoundState } from '../components/NotFoundState'
import { SalaryDistributionChart } from '../components/SalaryDistributionChart'
import { SearchForm } from '../components/SearchForm'
import { TaxonomyJobsLayout, taxonomyCrumbs } from '../components/TaxonomyJobsLayout'
import { PageSpinner } from '@web/components/ui/Spinner'
import { categoryAbout } from '../lib/categoryAbout'
import { listQueryString } from '../lib/filters'
import { breadcrumbJsonLd, jobItemListJsonLd } from '../lib/structuredData'
import { seoHead } from '../lib/seoHead'
import { formatCount } from '@web/lib/numbers'

function CategoryAbout({ slug, name, about }: { slug: string; name: string; about: ReturnType<typeof categoryAbout> }) {
  return (
    <section aria-label={`About ${name} jobs`} className="mt-4 grid gap-4 rounded-xl border border-slate-200 bg-white p-6 md:grid-cols-2">
      <div>
        <p className="text-slate-700">{about.intro}</p>
        <h2 className="mt-4 font-semibold text-slate-900">Job market outlook</h2>
        <p className="text-sm text-slate-700">{about.outlook}</p>
        {/* The spec's fixed salary text stays where too few of the category's jobs state a salary. */}
        <SalaryDistributionChart
          subject={{ kind: 'category', slug }}
          heading={`What ${name} jobs pay`}
          className="mt-4"
          fallback={about.salary && <p className="mt-2 text-sm text-slate-700">Typical salaries: {about.salary}</p>}
        />
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
  )
}

export default function CategoryScreen() {
  const { slug = '' } = useParams()
  const [params] = useSearchParams()
  const result = useCategoryPage(slug, listQueryString(params))
  const categories = useCategories()
  const data = result.data?.category.slug === slug ? result.data : undefined
  const name = data?.category.name ?? ''
  const crumbs = taxonomyCrumbs('category', slug, name)
  const about = categoryAbout(slug, name)

  const head = seoHead(
    data
      ? {
          title: `Remote ${name} Jobs`,
          description: `${formatCount(data.count)} remote ${name} jobs for digital nomads. ${about.intro}`,
          keywords: [`remote ${name.toLowerCase()} jobs`, `${name.toLowerCase()} jobs`, ...about.topSkills, 'digital nomad jobs'],
          canonicalPath: `/categories/${slug}`,
          jsonLd: [breadcrumbJsonLd(crumbs), jobItemListJsonLd(data.jobs)],
        }
      : {},
  )

  if (result.isError) return <NotFoundState title="Category Not Found" message="The category you're looking for doesn't exist or has been removed." action={{ to: '/categories', label: 'Browse Categories' }} />
  if (!data) return <PageSpinner label="Loading category" />

  return (
    <>
      {head}
      <TaxonomyJobsLayout
        kind="category"
        slug={slug}
        name={name}
        title={`Remote ${name} Jobs`}
        about={<CategoryAbout slug={slug} name={name} about={about} />}
        terms={categories.data ?? []}
        beforeResults={
          <div className="mt-4">
            <SearchForm category={slug} />
          </div>
        }
        data={data}
        isLoading={result.isLoading}
        emptyMessage="No jobs found. We currently don't have any jobs in this category"
        countLabel={(total) => `${formatCount(total)} remote ${name} ${total === 1 ? 'job' : 'jobs'} available`}
      />
    </>
  )
}
