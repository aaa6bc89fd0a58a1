import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { truncateDescription } from './pageMeta'

export interface HeadTags {
  title?: string
  description?: string
  keywords?: string
  /** Site-relative or absolute canonical link. */
  canonical?: string
  /** e.g. 'noindex' */
  robots?: string
}

function upsertMeta(selector: string, create: () => HTMLElement, set: (el: HTMLElement) => void) {
  let el = document.head.querySelector<HTMLElement>(selector)
  if (!el) {
    el = create()
    document.head.appendChild(el)
  }
  set(el)
  return el
}

function metaTag(name: string, content: string, attribute: 'name' | 'property' = 'name') {
  return upsertMeta(
    `meta[${attribute}="${name}"]`,
    () => Object.assign(document.createElement('meta'), { [attribute === 'name' ? 'name' : 'content']: '' }),
    (el) => {
      el.setAttribute(attribute, name)
      el.setAttribute('content', content)
    },
  )
}

/**
 * Title, description, keywords, canonical and robots for a screen.
 * Tags this screen added are removed when it unmounts (the route effects set the defaults again).
 * `description` is used as given: callers apply their own truncation rule when it differs.
 * Re-applied on every path change, since the route effects reset title and description then.
 */
export function useHeadTags(tags: HeadTags | null) {
  const { pathname } = useLocation()
  const key = `${pathname}\u0000${JSON.stringify(tags)}`
  useEffect(() => {
    if (!tags) return
    const added: HTMLElement[] = []
    if (tags.title) document.title = tags.title
    if (tags.description) metaTag('description', tags.description.length > 160 && !tags.description.endsWith('...') ? truncateDescription(tags.description) : tags.description)
    if (tags.keywords) added.push(metaTag('keywords', tags.keywords))
    if (tags.robots) added.push(metaTag('robots', tags.robots))
    if (tags.canonical) {
      const href = new URL(tags.canonical, window.location.origin).href
      added.push(upsertMeta('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }), (el) => el.setAttribute('href', href)))
    }
    return () => added.forEach((el) => el.remove())
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
}

/** JSON-LD structured data in the head while the screen is mounted, one script per item ('<' escaped so text cannot close the script). */
export function useJsonLdList(id: string, items: readonly unknown[]) {
  const json = JSON.stringify(items)
  useEffect(() => {
    const scripts = (JSON.parse(json) as unknown[]).map((data) => {
      const script = document.createElement('script')
      script.type = 'application/ld+json'
      script.dataset.ld = id
      script.textContent = JSON.stringify(data).replace(/</g, '\\u003c')
      return script
    })
    document.head.querySelectorAll(`script[data-ld="${id}"]`).forEach((old) => old.remove())
    scripts.forEach((script) => document.head.appendChild(script))
    return () => scripts.forEach((script) => script.remove())
  }, [id, json])
}

/** One JSON-LD object (nothing while `data` is null). */
export function useJsonLd(id: string, data: unknown) {
  useJsonLdList(id, data == null ? [] : [data])
}
