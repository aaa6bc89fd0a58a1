import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { conversionEvent, isSuccessPage } from './conversion'
import { spaSettings } from '@web/lib/settings'

/** Google Ads conversion target, e.g. 'AW-123/abc'; none by default (then nothing is sent). */
const CONVERSION_ID = spaSettings.VITE_ADS_CONVERSION_ID

type GtagWindow = Window & { gtag?: (...args: unknown[]) => void; dataLayer?: unknown[] }

/** The standard gtag.js stub: events queue in dataLayer until the script has loaded. */
function ensureGtag(id: string): (...args: unknown[]) => void {
  const w = window as GtagWindow
  if (!w.gtag) {
    w.dataLayer ||= []
    w.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments)
    }
    w.gtag('js', new Date())
    w.gtag('config', id.split('/')[0])
    const script = document.createElement('script')
    script.async = true
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id.split('/')[0]!)}`
    document.head.appendChild(script)
  }
  return w.gtag
}

/** Sends the purchase conversion once per visit of a success page (loading gtag.js then), when VITE_ADS_CONVERSION_ID is set. */
export function ConversionTracker() {
  const { pathname, search, key } = useLocation()
  useEffect(() => {
    if (!CONVERSION_ID) return
    // Screens set their titles in effects: look after they ran.
    const timer = window.setTimeout(() => {
      if (isSuccessPage(pathname, search, document.title)) ensureGtag(CONVERSION_ID)('event', 'conversion', conversionEvent(CONVERSION_ID, search))
    }, 500)
    return () => window.clearTimeout(timer)
  }, [pathname, search, key])
  return null
}
