import { useEffect, useRef, useState } from 'react'
import { spaSettings } from '@web/lib/settings'

/** Ad units are hidden unless the ad script loads within 2 s. */
export const AD_TIMEOUT_MS = 2000

const AD_CLIENT = spaSettings.VITE_ADSENSE_CLIENT
const AD_SCRIPT_SRC = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js'

type AdWindow = Window & { adsbygoogle?: unknown[] }

let scriptPromise: Promise<void> | null = null

function loadAdScript(): Promise<void> {
  if (!AD_CLIENT) return Promise.reject(new Error('No ad client configured'))
  scriptPromise ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.async = true
    script.src = `${AD_SCRIPT_SRC}?client=${encodeURIComponent(AD_CLIENT)}`
    script.crossOrigin = 'anonymous'
    script.onload = () => resolve()
    script.onerror = () => reject(new Error('Ad script failed to load'))
    document.head.appendChild(script)
  })
  return scriptPromise
}

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  return Promise.race([promise, new Promise<void>((_, reject) => setTimeout(() => reject(new Error('Ad script timed out')), ms))])
}

/**
 * One ad unit (horizontal or rectangle). Renders nothing when VITE_ADSENSE_CLIENT is not set, the script
 * errors, or it has not loaded within AD_TIMEOUT_MS, so pages never show an empty box.
 */
export function AdSlot({ slot, format = 'horizontal', className = '' }: { slot: string; format?: 'horizontal' | 'rectangle'; className?: string }) {
  const [ready, setReady] = useState(false)
  const pushed = useRef(false)

  useEffect(() => {
    let active = true
    withTimeout(loadAdScript(), AD_TIMEOUT_MS)
      .then(() => active && setReady(true))
      .catch(() => active && setReady(false))
    return () => {
      active = false
    }
  }, [])

  useEffect(() => {
    if (!ready || pushed.current) return
    pushed.current = true
    const w = window as AdWindow
    ;(w.adsbygoogle ||= []).push({})
  }, [ready])

  if (!ready) return null
  return (
    <aside aria-label="Advertisement" className={`my-8 ${className}`}>
      <ins
        className="adsbygoogle block"
        data-ad-client={AD_CLIENT}
        data-ad-slot={slot}
        data-ad-format={format === 'horizontal' ? 'horizontal' : 'rectangle'}
        data-full-width-responsive="true"
      />
    </aside>
  )
}
