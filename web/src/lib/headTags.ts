import { useEffect } from 'react'
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
 * Title, description, keywords, canonical and robots for a screen (spec 2 §2 "Search-engine text").
 * Tags this screen added are removed when it unmounts (the route effects set the defaults again).
 * `description` is used as given: callers apply their own truncation rule when it differs.
 */
export function useHeadTags(tags: HeadTags | null) {
  const key = JSON.stringify(tags)
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

/** JSON-LD structured data in the head while the screen is mounted ('<' escaped so text cannot close the script). */
export function useJsonLd(id: string, data: unknown) {
  const json = data == null ? null : JSON.stringify(data).replace(/</g, '\\u003c')
  useEffect(() => {
    if (!json) return
    const script = document.createElement('script')
    script.type = 'application/ld+json'
    script.dataset.ld = id
    script.textContent = json
    document.head.querySelector(`script[data-ld="${id}"]`)?.remove()
    document.head.appendChild(script)
    return () => script.remove()
  }, [id, json])
}
