import { Suspense } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { ConversionTracker } from '@web/components/ads/ConversionTracker'
import { Toaster } from '@web/components/ui/Toaster'
import { NewsletterForm } from '@web/components/newsletter/NewsletterForm'
import { useIsMobile } from '@web/lib/useIsMobile'
import { FloatingMenu } from './FloatingMenu'
import { Footer } from './Footer'
import { Header } from './Header'
import { MobileBar } from './MobileBar'
import { RouteEffects } from './RouteEffects'
import { showsFloatingMenu, showsFooter, showsMobileBar } from './layoutRules'

export function ScreenSpinner() {
  return (
    <div role="status" aria-label="Loading" className="flex min-h-[40vh] items-center justify-center">
      <div className="h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
    </div>
  )
}

export function SiteLayout() {
  const { pathname } = useLocation()
  const isMobile = useIsMobile()
  const mobileBar = showsMobileBar(pathname, isMobile)
  return (
    <div className={`flex min-h-screen flex-col ${mobileBar ? 'pb-16' : ''}`}>
      <RouteEffects />
      <ConversionTracker />
      <Header />
      <main className="flex-1">
        <Suspense fallback={<ScreenSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      {showsFooter(pathname) && (
        <Footer
          newsletter={
            <NewsletterForm variant="compact" source="footer" title="Get Nomad Updates" subtitle="Latest jobs and travel tips in your inbox." showConsent={false} />
          }
        />
      )}
      {mobileBar && <MobileBar />}
      {showsFloatingMenu(pathname) && <FloatingMenu />}
      <Toaster />
    </div>
  )
}
