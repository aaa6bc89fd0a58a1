import { useParams } from 'react-router-dom'
import { CONTACT_PAGE_SLUG } from '@cms/contract/contactValues'
import { LightMarkup } from '@web/components/markup/LightMarkup'
import { PageSpinner } from '@web/components/ui/Spinner'
import { formatDay } from '@web/lib/dates'
import { pageHead } from '@web/lib/PageHead'
import { SITE_NAME } from '@web/lib/site'
import { useSitePage } from '../api/getSitePage'
import { ContactForm } from '../components/ContactForm'

/**
 * /{slug}: a page editors write in /cms (terms, privacy, contact, ...). The loader answers 404 for an unknown slug.
 * The contact page shows the contact form under the editors' text.
 */
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
        {page.slug === CONTACT_PAGE_SLUG && (
          <section id="contact-form" aria-labelledby="contact-form-title" className="mt-12 scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 sm:p-8">
            <h2 id="contact-form-title" className="text-xl font-semibold text-slate-900">
              Send us a message
            </h2>
            <ContactForm />
          </section>
        )}
      </article>
    </>
  )
}
