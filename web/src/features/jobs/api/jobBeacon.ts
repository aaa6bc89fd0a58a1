import type { JobBeaconEvent } from '@cms/contract/jobPosts'
import { useEffect, useRef } from 'react'
import { apiUrl } from '@web/lib/api/client'
import { scriptValue } from '@web/lib/scriptValue'

/**
 * Posts a beacon's body to its URL with navigator.sendBeacon, which outlives the page (an Apply click often leaves
 * it), else fetch with keepalive; the answer is never read, and a failure costs the visitor nothing. It names
 * nothing outside itself: the job page's inline script runs its source text (jobBeaconScript).
 */
function postBeacon(url: string, body: string): void {
  try {
    if (navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return
  } catch {
    // Some browsers refuse a JSON Blob in sendBeacon: fetch below does the same job.
  }
  fetch(url, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true, credentials: 'omit' }).catch(() => {})
}

/** POST /api/jobs/{slug}/beacon: tells the server a job page was viewed or its Apply link clicked. */
export function sendJobBeacon(slug: string, event: JobBeaconEvent): void {
  postBeacon(apiUrl('postJobsSlugBeacon', { params: { slug } }), JSON.stringify({ event }))
}

/** Set by the job page's inline script when it has counted the page's view, so the app does not count it again. */
const VIEW_COUNTED_GLOBAL = '__NOMAD_JOB_VIEW_COUNTED__'
/** Marks the Apply links whose clicks the inline script counts until the app has hydrated. */
export const APPLY_BEACON_ATTRIBUTE = 'data-apply-beacon'

declare global {
  interface Window {
    [VIEW_COUNTED_GLOBAL]?: string
  }
}

/**
 * The job page's inline script, in the server's HTML: it counts the view as soon as the page is shown and the
 * Apply clicks made before the app has hydrated, since the app's scripts may wait for the visitor's first
 * interaction (docs/performance.md). After hydration the app counts (useJobViewBeacon, the Apply link's onClick).
 */
export function jobBeaconScript(slug: string): string {
  const url = scriptValue(apiUrl('postJobsSlugBeacon', { params: { slug } }))
  const body = (event: JobBeaconEvent) => scriptValue(JSON.stringify({ event }))
  return (
    `(()=>{const post=(${postBeacon.toString()});` +
    `window.${VIEW_COUNTED_GLOBAL}=${scriptValue(slug)};const view=()=>post(${url},${body('view')});` +
    `if(document.prerendering)document.addEventListener('prerenderingchange',view,{once:true});else view();` +
    `const apply=(event)=>{if(document.documentElement.dataset.hydrated||(event.type==='auxclick'&&event.button!==1))return;` +
    `if(event.target instanceof Element&&event.target.closest('[${APPLY_BEACON_ATTRIBUTE}]'))post(${url},${body('apply')})};` +
    `document.addEventListener('click',apply,true);document.addEventListener('auxclick',apply,true)})()`
  )
}

/**
 * One `view` per page view of a job, once the page has hydrated (the server's cached HTML cannot count). A page
 * the browser prerenders counts when it is shown, not when it is made.
 */
export function useJobViewBeacon(slug: string | undefined): void {
  const counted = useRef<string | null>(null)
  useEffect(() => {
    if (!slug || counted.current === slug) return
    counted.current = slug
    // The page the server rendered has counted its view already (jobBeaconScript); later client navigations have not.
    if (window[VIEW_COUNTED_GLOBAL] === slug) {
      window[VIEW_COUNTED_GLOBAL] = undefined
      return
    }
    const send = () => sendJobBeacon(slug, 'view')
    const page = document as Document & { prerendering?: boolean }
    if (!page.prerendering) return send()
    document.addEventListener('prerenderingchange', send, { once: true })
    return () => document.removeEventListener('prerenderingchange', send)
  }, [slug])
}
