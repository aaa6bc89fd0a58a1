import type { JobBeaconEvent } from '@cms/contract/jobPosts'
import { useEffect, useRef } from 'react'
import { apiUrl } from '@web/lib/api/client'

/**
 * POST /api/jobs/{slug}/beacon: tells the server a job page was viewed or its Apply link clicked. Sent with
 * navigator.sendBeacon, which outlives the page (an Apply click often leaves it), else fetch with keepalive;
 * the answer is never read, and a failure costs the visitor nothing.
 */
export function sendJobBeacon(slug: string, event: JobBeaconEvent): void {
  const url = apiUrl('postJobsSlugBeacon', { params: { slug } })
  const body = JSON.stringify({ event })
  try {
    if (navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return
  } catch {
    // Some browsers refuse a JSON Blob in sendBeacon: fetch below does the same job.
  }
  fetch(url, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true, credentials: 'omit' }).catch(() => {})
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
    const send = () => sendJobBeacon(slug, 'view')
    const page = document as Document & { prerendering?: boolean }
    if (!page.prerendering) return send()
    document.addEventListener('prerenderingchange', send, { once: true })
    return () => document.removeEventListener('prerenderingchange', send)
  }, [slug])
}
