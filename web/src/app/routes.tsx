import type { QueryClient } from '@tanstack/react-query'
import { Outlet, redirect, type LoaderFunction, type RouteObject } from 'react-router-dom'
import { DefaultHead } from '@web/components/layout/DefaultHead'
import { SiteLayout } from '@web/components/layout/SiteLayout'
import { PageSpinner } from '@web/components/ui/Spinner'
import { AdminGuard } from '@web/features/accounts/components/AdminGuard'
import type { RouteHandle } from '@web/lib/routeHandle'
import { createLoaders } from './loaders'
import { RouteError } from './RouteError'
import { screenOnUse, screensHeld } from './screenOnUse'

type LazyScreen = () => Promise<{ default: React.ComponentType }>

/**
 * A lazily loaded screen, so a visitor only downloads the screen they open. Its loader (if any) fills the
 * query cache in parallel with the download; `handle` tells the layout what the screen's head needs.
 */
function screen(load: LazyScreen, loader?: LoaderFunction, handle: RouteHandle = {}): Pick<RouteObject, 'lazy' | 'loader' | 'handle' | 'errorElement'> {
  if (handle.scriptsOnIntent) {
    // A read-first screen (they all render their own head) may wait for the visitor's use of the page (screenOnUse.tsx).
    const held = screenOnUse(load)
    const lazy = async () => {
      if (!screensHeld()) await held.preload()
      return { Component: held.Component }
    }
    return { lazy, loader, handle, errorElement: <RouteError /> }
  }
  const lazy = async () => {
    const Screen = (await load()).default
    if (handle.ownHead) return { Component: Screen }
    return {
      Component: () => (
        <>
          <DefaultHead noindex={handle.noindex} />
          <Screen />
        </>
      ),
    }
  }
  return { lazy, loader, handle, errorElement: <RouteError /> }
}

/** Screens that render their own title, description, canonical and structured data. */
const ownHead: RouteHandle = { ownHead: true }
/** Pages a visitor mostly reads: their scripts wait for the first interaction (RouteHandle.scriptsOnIntent). */
const readFirst: RouteHandle = { ownHead: true, scriptsOnIntent: true }
/** Account and admin screens: the default head, kept out of search engines (the purchase screens say so themselves). */
const private_: RouteHandle = { noindex: true }


/**
 * Every route of the site, with the data each needs; anything else renders '404 Page Not Found' with status 404.
 * `clientOf` gives the query cache the loaders fill (see createLoaders).
 */
export function createRoutes(clientOf: () => QueryClient): RouteObject[] {
  const data = createLoaders(clientOf)
  const home = () => import('@web/features/home/routes/HomeScreen')
  const toolkit = () => import('@web/features/toolkit/routes/ToolkitScreen')
  const guide = () => import('@web/features/commerce/routes/GuideSalesScreen')
  return [
    {
      id: 'layout',
      element: <SiteLayout />,
      loader: data.layout,
      // The layout's data never changes within a visit.
      shouldRevalidate: () => false,
      hydrateFallbackElement: <PageSpinner />,
      errorElement: <RouteError />,
      children: [
        { path: '/', ...screen(home, data.home, readFirst) },
        { path: '/home', ...screen(home, data.home, readFirst) },
        // The floating menu's 'Latest Jobs' and the thank-you page link to /jobs: the newest jobs first.
        { path: '/jobs', loader: () => redirect('/search?sort=newest') },
        { path: '/jobs/:slug', ...screen(() => import('@web/features/jobs/routes/JobDetailScreen'), data.job, readFirst) },
        { path: '/search', ...screen(() => import('@web/features/jobs/routes/SearchScreen'), data.search, readFirst) },
        { path: '/categories', ...screen(() => import('@web/features/jobs/routes/CategoriesScreen'), data.categories, readFirst) },
        { path: '/categories/:slug', ...screen(() => import('@web/features/jobs/routes/CategoryScreen'), data.category, readFirst) },
        { path: '/locations', ...screen(() => import('@web/features/jobs/routes/LocationsScreen'), data.locations, readFirst) },
        { path: '/locations/:slug', ...screen(() => import('@web/features/jobs/routes/LocationScreen'), data.location, readFirst) },
        { path: '/companies', ...screen(() => import('@web/features/jobs/routes/CompaniesScreen'), data.companies, readFirst) },
        { path: '/companies/:slug', ...screen(() => import('@web/features/jobs/routes/CompanyScreen'), data.company, readFirst) },
        { path: '/remote-jobs-from/:country', ...screen(() => import('@web/features/jobs/routes/CountryLandingScreen'), data.countryLanding, readFirst) },
        { path: '/keywords/:keyword', ...screen(() => import('@web/features/jobs/routes/KeywordScreen'), data.keyword, readFirst) },
        { path: '/sitemap', ...screen(() => import('@web/features/jobs/routes/SitemapScreen'), data.sitemap, ownHead) },
        // The toolkit's canonical address is /toolkit; the menu's longer one shows the same screen.
        { path: '/toolkit', ...screen(toolkit, data.toolkit, ownHead) },
        { path: '/digital-nomad-toolkit', ...screen(toolkit, data.toolkit, ownHead) },
        { path: '/career-paths', ...screen(() => import('@web/features/careers/routes/CareerPathsScreen'), undefined, ownHead) },
        { path: '/digital-nomad-guide', ...screen(guide) },
        { path: '/nomad-guide', ...screen(guide) },
        { path: '/buy-guide', ...screen(() => import('@web/features/commerce/routes/BuyGuideScreen')) },
        { path: '/payment-success', ...screen(() => import('@web/features/commerce/routes/PaymentSuccessScreen')) },
        { path: '/checkout', ...screen(() => import('@web/features/commerce/routes/CheckoutScreen')) },
        { path: '/checkout.html', ...screen(() => import('@web/features/commerce/routes/StaticCheckoutScreen'), undefined, ownHead) },
        { path: '/direct-checkout', ...screen(() => import('@web/features/commerce/routes/DirectCheckoutScreen')) },
        { path: '/blog', ...screen(() => import('@web/features/blog/routes/BlogListScreen'), data.blog, readFirst) },
        { path: '/blog/post/:slug', ...screen(() => import('@web/features/blog/routes/BlogPostScreen'), data.post, readFirst) },
        { path: '/faq', ...screen(() => import('@web/features/faq/routes/FaqScreen'), undefined, ownHead) },
        { path: '/auth', ...screen(() => import('@web/features/accounts/routes/AuthScreen'), undefined, private_) },
        { path: '/login', ...screen(() => import('@web/features/accounts/routes/LoginScreen'), undefined, private_) },
        { path: '/register', ...screen(() => import('@web/features/accounts/routes/RegisterScreen'), undefined, private_) },
        { path: '/forgot-password', ...screen(() => import('@web/features/accounts/routes/ForgotPasswordScreen'), undefined, private_) },
        { path: '/reset-password', ...screen(() => import('@web/features/accounts/routes/ResetPasswordScreen'), undefined, private_) },
        { path: '/profile', ...screen(() => import('@web/features/accounts/routes/ProfileScreen'), data.profile, private_) },
        // The avatar menu's 'Settings': the profile's Security tab.
        { path: '/settings', loader: () => redirect('/profile?tab=security') },
        { path: '/saved-jobs', ...screen(() => import('@web/features/accounts/routes/SavedJobsScreen'), undefined, private_) },
        { path: '/test-templates', ...screen(() => import('@web/features/commerce/routes/TestTemplatesScreen')) },
        { path: '/newsletter/unsubscribe', ...screen(() => import('@web/features/newsletter/routes/UnsubscribeScreen'), undefined, ownHead) },
        { path: '/alerts/new', ...screen(() => import('@web/features/alerts/routes/NewAlertScreen'), undefined, ownHead) },
        { path: '/alerts/confirm', ...screen(() => import('@web/features/alerts/routes/ConfirmAlertScreen'), undefined, ownHead) },
        { path: '/alerts/manage', ...screen(() => import('@web/features/alerts/routes/ManageAlertScreen'), undefined, ownHead) },
        { path: '/newsletter/confirm', ...screen(() => import('@web/features/newsletter/routes/ConfirmScreen'), undefined, ownHead) },
        // Employers' job posts: the form (also Stripe's cancel URL, ?post=), Stripe's success URL and the mailed manage link.
        { path: '/post-a-job', ...screen(() => import('@web/features/jobPosts/routes/PostJobScreen'), data.postJob, ownHead) },
        { path: '/post-a-job/paid', ...screen(() => import('@web/features/jobPosts/routes/PostPaidScreen'), undefined, ownHead) },
        { path: '/post-a-job/manage', ...screen(() => import('@web/features/jobPosts/routes/ManagePostScreen'), data.managePost, ownHead) },
        // The link of a company claim's e-mail (COMPANY_CLAIM_PAGE): its button confirms the claim.
        { path: '/post-a-job/claim', ...screen(() => import('@web/features/jobPosts/routes/ClaimConfirmScreen'), undefined, ownHead) },
        { path: '/icon-test', ...screen(() => import('@web/routes/IconTestScreen'), undefined, private_) },
        {
          // The admin guard: signed out -> /login, non-admin -> / with 'Access Denied'.
          element: (
            <AdminGuard>
              <Outlet />
            </AdminGuard>
          ),
          children: [
            { path: '/admin', ...screen(() => import('@web/features/admin/routes/AdminPanelScreen'), undefined, private_) },
            { path: '/admin/guide', ...screen(() => import('@web/features/admin/routes/GuideManagementScreen'), undefined, private_) },
          ],
        },
        // Any other one-segment path is a page from /cms (/terms, /privacy, /contact, ...): static paths above win,
        // and a page cannot take their names (RESERVED_PAGE_SLUGS in cms/contract/pages.ts).
        { path: '/:pageSlug', ...screen(() => import('@web/features/pages/routes/SitePageScreen'), data.sitePage, ownHead) },
        { path: '*', loader: data.notFound, errorElement: <RouteError /> },
      ],
    },
  ]
}
