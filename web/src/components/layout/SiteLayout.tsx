import { Suspense } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { ConversionTracker } from '@web/components/ads/ConversionTracker'
import { LazyToaster } from '@web/components/ui/LazyToaster'
import { PageSpinner } from '@web/components/ui/Spinner'
import { FloatingMenu } from './FloatingMenu'
import { Footer } from './Footer'
import { FooterNewsletter } from './FooterNewsletter'
import { Header } from './Header'
import { MobileBar } from './MobileBar'
import { RouteEffects } from './RouteEffects'
import { showsFloatingMenu, showsFooter, showsMobileBar } from './layoutRules'
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink'

export function SiteLayout() {
  const { pathname } = useLocation()
  const mobileBar = showsMobileBar(pathname)
  return (
    <div className={`flex min-h-screen flex-col ${mobileBar ? 'pb-16 md:pb-0' : ''}`}>
      <SkipLink />
      <RouteEffects />
      <ConversionTracker />
      <Header />
      {/* tabIndex -1: the skip link moves keyboard focus here, so the next Tab goes on from the page's content. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      {showsFooter(pathname) && (
        <Footer newsletter={<FooterNewsletter />} />
      )}
      {mobileBar && <MobileBar />}
      {showsFloatingMenu(pathname) && <FloatingMenu />}
      <LazyToaster />
    </div>
  )
}
