import { FolderOpen } from 'lucide-react'
import { Link } from 'react-router-dom'
import { AdSlot } from '@web/components/ads/AdSlot'
import { useCategories } from '@web/lib/taxonomy/getCategories'
import { Breadcrumbs } from '../components/Breadcrumbs'
import { LiveJobCount } from '../components/LiveJobCount'
import { PageSpinner } from '@web/components/ui/Spinner'
import { breadcrumbJsonLd } from '../lib/structuredData'
import { seoHead } from '../lib/seoHead'

const CRUMBS = [
  { name: 'Home', path: '/' },
  { name: 'Categories', path: '/categories' },
]

export default function CategoriesScreen() {
  const { data, isLoading, isError } = useCategories()
  const head = seoHead({
    title: 'Remote Job Categories',
    description: 'Browse remote jobs by category: development, design, marketing, customer service, writing and more, from companies hiring digital nomads worldwide.',
    keywords: ['remote job categories', ...(data ?? []).slice(0, 8).map((c) => `remote ${c.name.toLowerCase()} jobs`)],
    canonicalPath: '/categories',
    jsonLd: [breadcrumbJsonLd(CRUMBS)],
  })
  return (
    <>
      {head}
      <div className="mx-auto max-w-6xl px-4 py-8">
        <Breadcrumbs items={CRUMBS} />
        <h1 className="text-3xl font-bold text-slate-900">Job Categories</h1>
        <p className="mt-2 text-slate-600">Find the remote role that matches your skills.</p>
        {isLoading ? (
          <PageSpinner label="Loading categories" />
        ) : isError ? (
          <p role="alert" className="mt-6 text-red-700">
            Failed to load categories. Please try again later.
          </p>
        ) : (
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {(data ?? []).map((category) => (
              <li key={category.slug}>
                <Link to={`/categories/${category.slug}`} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-500 hover:shadow-md">
                  <FolderOpen className="text-brand-600" size={22} aria-hidden />
                  <span className="font-semibold text-slate-900">{category.name}</span>
                  <LiveJobCount count={category.count} />
                </Link>
              </li>
            ))}
          </ul>
        )}
        <AdSlot slot="categories-list" format="horizontal" />
      </div>
    </>
  )
}
