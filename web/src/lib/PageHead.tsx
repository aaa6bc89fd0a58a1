import { truncateDescription } from './pageMeta'
import { SITE_NAME } from './site'
import { absoluteUrl } from './siteOrigin'

export interface PageHeadProps {
  /** The whole title, suffix included. */
  title: string
  /** Cut at 160 characters. */
  description?: string
  keywords?: string
  /** A path of ours ('/categories/design'); made absolute. Also the page's Open Graph URL. */
  canonicalPath?: string
  /** e.g. 'noindex' */
  robots?: string
  ogType?: 'website' | 'article'
  /** Site-relative or absolute image for link previews. */
  image?: string
  /** Extra label/value pairs link previews show (e.g. the company of a job). */
  labels?: { label: string; value: string }[]
  jsonLd?: readonly object[]
}

/** JSON-LD as a script element; '<' is escaped so text from the data cannot close the script. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />
}

/**
 * The page head of a screen, with React 19's own head elements: React hoists title, meta and link into the
 * document head, on the server and on client navigation alike. JSON-LD stays where it is rendered.
 */
export function PageHead({ title, description, keywords, canonicalPath, robots, ogType = 'website', image, labels = [], jsonLd = [] }: PageHeadProps) {
  const text = description ? truncateDescription(description) : undefined
  const url = canonicalPath ? absoluteUrl(canonicalPath) : undefined
  return (
    <>
      <title>{title}</title>
      {text && <meta name="description" content={text} />}
      {keywords && <meta name="keywords" content={keywords} />}
      {robots && <meta name="robots" content={robots} />}
      {url && <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={ogType} />
      <meta property="og:title" content={title} />
      {text && <meta property="og:description" content={text} />}
      {url && <meta property="og:url" content={url} />}
      {image && <meta property="og:image" content={absoluteUrl(image)} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      {text && <meta name="twitter:description" content={text} />}
      {labels.map(({ label, value }, index) => [
        <meta key={`l${index}`} name={`twitter:label${index + 1}`} content={label} />,
        <meta key={`d${index}`} name={`twitter:data${index + 1}`} content={value} />,
      ])}
      {jsonLd.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
    </>
  )
}

/** The head element of a screen, for screens that build it beside their hooks: `const head = pageHead({...})`. */
export const pageHead = (props: PageHeadProps) => <PageHead {...props} />
