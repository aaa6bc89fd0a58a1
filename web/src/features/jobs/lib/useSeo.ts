import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { truncateDescription } from '@/lib/pageMeta'
import { SITE_NAME } from '@/lib/site'
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

function setTag(selector: string, create: () => HTMLElement, apply: (el: HTMLElement) => void) {
  let el = document.head.querySelector<HTMLElement>(selector)
  if (!el) {
    el = create()
    document.head.appendChild(el)
  }
  apply(el)
}

/** Title, description (160 characters), keywords, canonical link and JSON-LD for a screen; removed on leave. */
export function useSeo({ title, description, keywords, canonicalPath, jsonLd }: Seo) {
  const { pathname } = useLocation()
  const json = JSON.stringify(jsonLd ?? [])
  const keywordText = (keywords ?? []).join(', ')
  useEffect(() => {
    if (title) document.title = `${title} | ${SITE_NAME}`
    if (description)
      setTag('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' }), (el) => {
        ;(el as HTMLMetaElement).content = truncateDescription(description)
      })
    if (keywordText)
      setTag('meta[name="keywords"]', () => Object.assign(document.createElement('meta'), { name: 'keywords' }), (el) => {
        ;(el as HTMLMetaElement).content = keywordText
      })
    if (canonicalPath)
      setTag('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }), (el) => {
        ;(el as HTMLLinkElement).href = `${siteOrigin()}${canonicalPath}`
      })
    const scripts = (JSON.parse(json) as object[]).map((data) => {
      const script = document.createElement('script')
      script.type = 'application/ld+json'
      script.dataset.seo = 'screen'
      script.textContent = JSON.stringify(data).replace(/</g, '\\u003c')
      document.head.appendChild(script)
      return script
    })
    return () => {
      scripts.forEach((s) => s.remove())
      document.head.querySelector('link[rel="canonical"]')?.remove()
      document.head.querySelector('meta[name="keywords"]')?.remove()
    }
  }, [pathname, title, description, keywordText, canonicalPath, json])
}
