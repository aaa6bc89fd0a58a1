import { truncateDescription } from '@web/lib/pageMeta'
import { useHeadTags, useJsonLdList } from '@web/lib/headTags'
import { SITE_NAME } from '@web/lib/site'
import { siteOrigin } from './structuredData'

export interface Seo {
  /** Without the site suffix; it is added. */
  title?: string
  description?: string
  keywords?: string[]
  /** A path of ours ('/categories/design'); made absolute. */
  canonicalPath?: string
  jsonLd?: object[]
}

/** The job screens' search-engine text: title with the site suffix, description cut at 160, keywords, canonical and JSON-LD. */
export function useSeo({ title, description, keywords, canonicalPath, jsonLd }: Seo) {
  useHeadTags({
    title: title ? `${title} | ${SITE_NAME}` : undefined,
    description: description ? truncateDescription(description) : undefined,
    keywords: keywords?.length ? keywords.join(', ') : undefined,
    canonical: canonicalPath ? `${siteOrigin()}${canonicalPath}` : undefined,
  })
  useJsonLdList('screen', jsonLd ?? [])
}
