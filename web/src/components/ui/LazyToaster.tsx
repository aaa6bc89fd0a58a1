import { lazy, Suspense } from 'react'
import { useToasts } from './useToast'

const Toaster = lazy(() => import('./Toaster').then((module) => ({ default: module.Toaster })))

/** The toaster, loaded with the first toast, so its library is not in every page's first script. */
export function LazyToaster() {
  if (useToasts().length === 0) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
