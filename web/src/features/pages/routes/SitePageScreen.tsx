import { useParams } from 'react-router-dom'
import { LightMarkup } from '@web/components/markup/LightMarkup'
import { PageSpinner } from '@web/components/ui/Spinner'
import { formatDay } from '@web/lib/dates'
import { pageHead } from '@web/lib/PageHead'
import { SITE_NAME } from '@web/lib/site'
import { useSitePage } from '../api/getSitePage'

/** /{slug}: a page editors write in /cms (terms, privacy, contact, ...). The loader answers 404 for an unknown slug. */
export default function SitePageScreen() {
  const { pageSlug = '' } = useParams()
  const { data: page, isPending, isError } = useSitePage(pageSlug)

  if (isPending) return <PageSpinner />
  // A missing page never gets here (the loader answers 404); this is a failed request.
  if (isError)
    return (
      <p role="alert" className="mx-auto max-w-3xl px-4 py-24 text-center text-slate-700">
        This page could not be loaded. Please try again.
      </p>
    )
  const head = pageHead({
    title: page.metaTitle ?? `${page.title} | ${SITE_NAME}`,
    description: page.description,
    canonicalPath: `/${page.slug}`,
  })
  return (
    <>
      {head}
      <article className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-3xl font-bold leading-tight text-slate-900 sm:text-4xl">{page.title}</h1>
        <p className="mt-3 text-sm text-slate-500">
          Last updated <time dateTime={page.updatedAt}>{formatDay(new Date(page.updatedAt), 'long')}</time>
        </p>
        <LightMarkup source={page.content} className="mt-8 text-lg" />
      </article>
    </>
  )
}
