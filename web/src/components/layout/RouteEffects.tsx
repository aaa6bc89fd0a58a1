import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'

/**
 * On every route change: scroll to the top (each screen renders its own head). Not on the first render: the page
 * the browser loaded keeps where the visitor has scrolled to, or its #anchor, while the app was still loading.
 */
export function RouteEffects() {
  const { pathname } = useLocation()
  const firstPathname = useRef<string | null>(pathname)
  useEffect(() => {
    if (firstPathname.current === pathname) return
    firstPathname.current = null
    window.scrollTo({ top: 0 })
  }, [pathname])
  return null
}
