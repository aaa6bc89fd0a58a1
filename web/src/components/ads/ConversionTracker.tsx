import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { conversionEvent, isSuccessPage } from './conversion'

/** Google Ads conversion target, e.g. 'AW-123/abc'; none by default (then nothing is sent). */
const CONVERSION_ID = import.meta.env.VITE_ADS_CONVERSION_ID as string | undefined

type GtagWindow = Window & { gtag?: (...args: unknown[]) => void }

/** Sends the purchase conversion once per visit of a success page, when the ad tracker is present. */
export function ConversionTracker() {
  const { pathname, search, key } = useLocation()
  useEffect(() => {
    if (!CONVERSION_ID) return
    // Screens set their titles in effects: look after they ran.
    const timer = window.setTimeout(() => {
      const gtag = (window as GtagWindow).gtag
      if (gtag && isSuccessPage(pathname, search, document.title)) gtag('event', 'conversion', conversionEvent(CONVERSION_ID, search))
    }, 500)
    return () => window.clearTimeout(timer)
  }, [pathname, search, key])
  return null
}
