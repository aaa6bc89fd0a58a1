import { PageHead } from '@web/lib/PageHead'
import { titleForPath } from '@web/lib/pageMeta'
import { SITE_NAME } from '@web/lib/site'

export interface Seo {
  /** Without the site suffix; it is added. Without a title, the title comes from the path. */
  title?: string
  description?: string
  keywords?: string[]
  /** A path of ours ('/categories/design'); made absolute. */
  canonicalPath?: string
  /** Link-preview labels, e.g. the company of a job. */
  labels?: { label: string; value: string }[]
  jsonLd?: object[]
  /** 'noindex' for a page kept out of search engines. */
  robots?: string
}

/** The job screens' head: title with the site suffix, description cut at 160, keywords, canonical, Open Graph and JSON-LD. */
export function seoHead({ title, description, keywords, canonicalPath, labels, jsonLd, robots }: Seo) {
  return (
    <PageHead
      title={title ? `${title} | ${SITE_NAME}` : titleForPath(canonicalPath ?? '/')}
      description={description}
      keywords={keywords?.length ? keywords.join(', ') : undefined}
      canonicalPath={canonicalPath}
      labels={labels}
      jsonLd={jsonLd}
      robots={robots}
    />
  )
}
