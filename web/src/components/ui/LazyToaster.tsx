import { lazy, Suspense, useEffect, useState } from 'react'
import { useToasts } from './useToast'

const Toaster = lazy(() => import('./Toaster').then((module) => ({ default: module.Toaster })))

/** The toaster, loaded with the first toast (or once the page is idle), so its library is not in every page's first script. */
export function LazyToaster() {
  const hasToasts = useToasts().length > 0
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    const timer = window.setTimeout(() => setIdle(true), 3000)
    return () => window.clearTimeout(timer)
  }, [])
  if (!hasToasts && !idle) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
