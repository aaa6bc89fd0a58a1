import { useRouteError } from 'react-router-dom'
import { BlogPostNotFound } from '@web/features/blog/components/BlogPostNotFound'
import { KeywordNotFound } from '@web/features/jobs/components/KeywordNotFound'
import { NotFoundState } from '@web/features/jobs/components/NotFoundState'
import { PageHead } from '@web/lib/PageHead'
import { SITE_NAME } from '@web/lib/site'
import NotFoundScreen from '@web/routes/NotFoundScreen'
import { type MissingKind, missingOf } from './missing'

const TITLES: Record<MissingKind, string> = {
  page: '404 Page Not Found',
  job: 'Job Not Found',
  category: 'Category Not Found',
  location: 'Location Not Found',
  post: 'Blog Post Not Found',
  keyword: 'No Matching Jobs',
  company: 'Company Not Found',
}

/** A 410's title: the job or company had a page here once. */
const GONE_TITLES: Partial<Record<MissingKind, string>> = { company: 'Company No Longer Hiring Here' }

function MissingScreen({ kind, status, underReview }: { kind: MissingKind; status: number; underReview?: boolean }) {
  if (kind === 'job' && underReview)
    return <NotFoundState title="This job is under review" message="Several visitors reported this job, so we have hidden it while we check it. It may come back soon." action={{ to: '/search', label: 'Browse All Jobs' }} />
  if (kind === 'job' && status === 410)
    return <NotFoundState title="This Job Is No Longer Available" message="The company has filled or closed this position. Similar remote jobs are waiting for you." action={{ to: '/search?sort=newest', label: 'Browse Latest Jobs' }} />
  if (kind === 'company' && status === 410)
    return <NotFoundState title="This Company Is No Longer Hiring Here" message="This company has had no open jobs on Nomad Jobs for a long time. Other remote companies are hiring now." action={{ to: '/companies', label: 'Browse Companies' }} />
  switch (kind) {
    case 'job':
      return <NotFoundState title="Job Not Found" message="The job you're looking for doesn't exist or has been removed." action={{ to: '/search', label: 'Browse All Jobs' }} />
    case 'category':
      return <NotFoundState title="Category Not Found" message="The category you're looking for doesn't exist or has been removed." action={{ to: '/categories', label: 'Browse Categories' }} />
    case 'location':
      return <NotFoundState title="Location Not Found" message="The location you're looking for doesn't exist or has been removed." action={{ to: '/locations', label: 'Browse Locations' }} />
    case 'company':
      return <NotFoundState title="Company Not Found" message="The company you're looking for doesn't exist or has no jobs here." action={{ to: '/companies', label: 'Browse Companies' }} />
    case 'post':
      return <BlogPostNotFound />
    case 'keyword':
      return <KeywordNotFound />
    default:
      return <NotFoundScreen />
  }
}

/** A route's error screen: the spec'd not-found screens (noindex) for a loader's 404/410, else a plain error. */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const missing = missingOf(error)
  if (missing) {
    const title = missing.status === 410 ? (GONE_TITLES[missing.kind] ?? 'Job No Longer Available') : TITLES[missing.kind]
    return (
      <>
        <PageHead title={`${title} | ${SITE_NAME}`} robots="noindex" />
        <MissingScreen {...missing} />
      </>
    )
  }
  console.error('Route error', error)
  return (
    <>
      <PageHead title={`Something went wrong | ${SITE_NAME}`} robots="noindex" />
      <NotFoundState title="Something went wrong" message="This page could not be shown. Please try again in a moment." action={{ to: '/', label: 'Back to Home' }} />
    </>
  )
}

/** The route's error element under the server's data router. */
export function RouteError() {
  return <RouteErrorScreen error={useRouteError()} />
}
