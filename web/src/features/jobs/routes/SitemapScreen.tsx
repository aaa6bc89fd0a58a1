import { Link } from 'react-router-dom'
import { slugify as slugifyKeyword } from '@cms/contract/slugify'
import { useKeywordBlogs } from '../api/getKeywordBlogs'
import { useKeywordJobs } from '../api/getKeywordJobs'
import { useKeywordLocations } from '../api/getKeywordLocations'
import { Breadcrumbs } from '../components/Breadcrumbs'
import { PageSpinner } from '@web/components/ui/Spinner'
import { titleCase } from '../lib/keywordPage'
import { locationJobsTitle } from '../lib/locationText'
import { SITEMAP_GROUPS, STATIC_KEYWORDS, sitemapGroupOf, type SitemapGroup } from '../lib/sitemapGroups'
import { breadcrumbJsonLd } from '../lib/structuredData'
import { seoHead } from '../lib/seoHead'
import { formatCount } from '@web/lib/numbers'

const CORE = [
  { to: '/', label: 'Home' },
  { to: '/categories', label: 'Job Categories' },
  { to: '/locations', label: 'Locations' },
  { to: '/companies', label: 'Companies' },
  { to: '/blog', label: 'Blog' },
]
const RESOURCES = [
  { to: '/digital-nomad-guide', label: 'Digital Nomad Guide' },
  { to: '/digital-nomad-toolkit', label: 'Digital Nomad Toolkit' },
  { to: '/career-paths', label: 'Career Paths' },
  { to: '/faq', label: 'FAQ' },
]
const ACCOUNT = [
  { to: '/register', label: 'Register' },
  { to: '/login', label: 'Sign In' },
  { to: '/saved-jobs', label: 'Saved Jobs' },
]
const CRUMBS = [
  { name: 'Home', path: '/' },
  { name: 'Sitemap', path: '/sitemap' },
]

function LinkList({ title, links, note }: { title: string; links: { to: string; label: string; count?: number }[]; note?: string }) {
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 className="font-semibold text-slate-900">
        {title} <span className="text-sm font-normal text-slate-500">({links.length})</span>
      </h2>
      {note && <p className="mt-1 text-xs text-slate-500">{note}</p>}
      <ul className="mt-2 space-y-1 text-sm">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="text-brand-700 hover:underline">
              {l.label}
            </Link>
            {l.count !== undefined && <span className="text-slate-500"> ({formatCount(l.count)} live {l.count === 1 ? 'job' : 'jobs'})</span>}
          </li>
        ))}
      </ul>
    </section>
  )
}

export default function SitemapScreen() {
  const jobs = useKeywordJobs(50)
  const locations = useKeywordLocations(50)
  const blogs = useKeywordBlogs(50)
  const head = seoHead({
    title: 'Sitemap',
    description: 'Every page of the site: job categories, locations, keyword job pages, resources and blog posts for digital nomads.',
    canonicalPath: '/sitemap',
    jsonLd: [breadcrumbJsonLd(CRUMBS)],
  })

  const loading = jobs.isLoading || locations.isLoading || blogs.isLoading
  const failed = jobs.isError || locations.isError || blogs.isError

  const groups = new Map<SitemapGroup, { to: string; label: string; count?: number }[]>(SITEMAP_GROUPS.map((g) => [g, []]))
  for (const entry of [...(jobs.data ?? []), ...STATIC_KEYWORDS.map((keyword) => ({ keyword, slug: slugifyKeyword(keyword), count: undefined }))]) {
    groups.get(sitemapGroupOf(entry.keyword))!.push({ to: `/keywords/${entry.slug}`, label: titleCase(entry.keyword), count: entry.count })
  }

  return (
    <>
      {head}
      <div className="mx-auto max-w-6xl px-4 py-8">
        <Breadcrumbs items={CRUMBS} />
        <h1 className="text-3xl font-bold text-slate-900">Sitemap</h1>
        <div className="mt-6 grid gap-4 md:grid-cols-3">
          <LinkList title="Core Pages" links={CORE} />
          <LinkList title="Resources" links={RESOURCES} />
          <LinkList title="Account" links={ACCOUNT} />
        </div>
        {loading ? (
          <PageSpinner label="Loading sitemap" />
        ) : failed ? (
          <p role="alert" className="mt-8 rounded-lg border border-red-200 bg-red-50 p-6 text-center text-red-700">
            Failed to load sitemap data. Please try again later.
          </p>
        ) : (
          <>
            <h2 className="mt-10 text-2xl font-bold text-slate-900">Remote Job Searches</h2>
            <p className="mt-1 text-sm text-slate-600">
              The number after a search is how many live jobs its page lists: jobs whose title, company, skills or description mention its words.
            </p>
            <div className="mt-4 grid gap-4 md:grid-cols-3">
              {[...groups.entries()]
                .filter(([, links]) => links.length > 0)
                .map(([group, links]) => (
                  <LinkList key={group} title={group} links={links} />
                ))}
            </div>
            <div className="mt-8 grid gap-4 md:grid-cols-2">
              <LinkList title="Destinations" note="Live jobs posted for each location." links={(locations.data ?? []).map((l) => ({ to: `/locations/${l.slug}`, label: locationJobsTitle(l.location ?? l.slug), count: l.count }))} />
              <LinkList title="Blog Posts" links={(blogs.data ?? []).map((b) => ({ to: `/blog/post/${b.slug}`, label: b.keyword }))} />
            </div>
          </>
        )}
      </div>
    </>
  )
}
