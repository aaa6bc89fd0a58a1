import { Navigate, Outlet, type RouteObject } from 'react-router-dom'
import { ScreenSpinner, SiteLayout } from '@web/components/layout/SiteLayout'
import { AdminGuard } from '@web/features/accounts/components/AdminGuard'

type LazyScreen = () => Promise<{ default: React.ComponentType }>

/** A lazily loaded screen, so a visitor only downloads the screen they open. */
function screen(load: LazyScreen): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) }
}

/** Every route of spec 1 §2 and spec 2 §2; anything else renders '404 Page Not Found'. */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    hydrateFallbackElement: <ScreenSpinner />,
    children: [
      { path: '/', ...screen(() => import('@web/features/home/routes/HomeScreen')) },
      { path: '/home', ...screen(() => import('@web/features/home/routes/HomeScreen')) },
      // The floating menu's 'Latest Jobs' and the thank-you page link to /jobs: the newest jobs first.
      { path: '/jobs', element: <Navigate to="/search?sort=newest" replace /> },
      { path: '/jobs/:slug', ...screen(() => import('@web/features/jobs/routes/JobDetailScreen')) },
      { path: '/search', ...screen(() => import('@web/features/jobs/routes/SearchScreen')) },
      { path: '/categories', ...screen(() => import('@web/features/jobs/routes/CategoriesScreen')) },
      { path: '/categories/:slug', ...screen(() => import('@web/features/jobs/routes/CategoryScreen')) },
      { path: '/locations', ...screen(() => import('@web/features/jobs/routes/LocationsScreen')) },
      { path: '/locations/:slug', ...screen(() => import('@web/features/jobs/routes/LocationScreen')) },
      { path: '/keywords/:keyword', ...screen(() => import('@web/features/jobs/routes/KeywordScreen')) },
      { path: '/sitemap', ...screen(() => import('@web/features/jobs/routes/SitemapScreen')) },
      { path: '/digital-nomad-toolkit', ...screen(() => import('@web/features/toolkit/routes/ToolkitScreen')) },
      { path: '/career-paths', ...screen(() => import('@web/features/careers/routes/CareerPathsScreen')) },
      { path: '/digital-nomad-guide', ...screen(() => import('@web/features/commerce/routes/GuideSalesScreen')) },
      { path: '/nomad-guide', ...screen(() => import('@web/features/commerce/routes/GuideSalesScreen')) },
      { path: '/buy-guide', ...screen(() => import('@web/features/commerce/routes/BuyGuideScreen')) },
      { path: '/payment-success', ...screen(() => import('@web/features/commerce/routes/PaymentSuccessScreen')) },
      { path: '/checkout', ...screen(() => import('@web/features/commerce/routes/CheckoutScreen')) },
      { path: '/direct-checkout', ...screen(() => import('@web/features/commerce/routes/DirectCheckoutScreen')) },
      { path: '/blog', ...screen(() => import('@web/features/blog/routes/BlogListScreen')) },
      { path: '/blog/post/:slug', ...screen(() => import('@web/features/blog/routes/BlogPostScreen')) },
      { path: '/faq', ...screen(() => import('@web/features/faq/routes/FaqScreen')) },
      { path: '/auth', ...screen(() => import('@web/features/accounts/routes/AuthScreen')) },
      { path: '/login', ...screen(() => import('@web/features/accounts/routes/LoginScreen')) },
      { path: '/register', ...screen(() => import('@web/features/accounts/routes/RegisterScreen')) },
      { path: '/forgot-password', ...screen(() => import('@web/features/accounts/routes/ForgotPasswordScreen')) },
      { path: '/reset-password', ...screen(() => import('@web/features/accounts/routes/ResetPasswordScreen')) },
      { path: '/profile', ...screen(() => import('@web/features/accounts/routes/ProfileScreen')) },
      // The avatar menu's 'Settings': the profile's Security tab.
      { path: '/settings', element: <Navigate to="/profile?tab=security" replace /> },
      { path: '/saved-jobs', ...screen(() => import('@web/features/accounts/routes/SavedJobsScreen')) },
      { path: '/test-templates', ...screen(() => import('@web/features/commerce/routes/TestTemplatesScreen')) },
      { path: '/newsletter/unsubscribe', ...screen(() => import('@web/features/newsletter/routes/UnsubscribeScreen')) },
      { path: '/icon-test', ...screen(() => import('@web/routes/IconTestScreen')) },
      {
        // The admin guard (spec 1 §6): signed out -> /login, non-admin -> / with 'Access Denied'.
        element: (
          <AdminGuard>
            <Outlet />
          </AdminGuard>
        ),
        children: [
          { path: '/admin', ...screen(() => import('@web/features/admin/routes/AdminPanelScreen')) },
          { path: '/admin/guide', ...screen(() => import('@web/features/admin/routes/GuideManagementScreen')) },
        ],
      },
      { path: '*', ...screen(() => import('@web/routes/NotFoundScreen')) },
    ],
  },
]
