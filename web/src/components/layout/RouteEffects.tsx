import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'

/** On every route change: scroll to the top (each screen renders its own head). */
export function RouteEffects() {
  const { pathname } = useLocation()
  useEffect(() => {
    window.scrollTo({ top: 0 })
  }, [pathname])
  return null
}
