import type { RouteObject } from 'react-router-dom'
import { ScreenSpinner, SiteLayout } from '@/components/layout/SiteLayout'

type LazyScreen = () => Promise<{ default: React.ComponentType }>

/** A lazily loaded screen, so a visitor only downloads the screen they open. */
function screen(load: LazyScreen): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) }
}

const placeholder = (title: string): Pick<RouteObject, 'lazy' | 'handle'> => ({
  handle: { title },
  ...screen(() => import('@/routes/PlaceholderScreen')),
})

/** Every route of spec 1 §2 and spec 2 §2; anything else renders '404 Page Not Found'. */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    hydrateFallbackElement: <ScreenSpinner />,
    children: [
      { path: '/', ...placeholder('Remote Jobs for Digital Nomads') },
      { path: '/home', ...placeholder('Remote Jobs for Digital Nomads') },
      { path: '/jobs/:slug', ...screen(() => import('@/features/jobs/routes/JobDetailScreen')) },
      { path: '/search', ...screen(() => import('@/features/jobs/routes/SearchScreen')) },
      { path: '/categories', ...screen(() => import('@/features/jobs/routes/CategoriesScreen')) },
      { path: '/categories/:slug', ...screen(() => import('@/features/jobs/routes/CategoryScreen')) },
      { path: '/locations', ...screen(() => import('@/features/jobs/routes/LocationsScreen')) },
      { path: '/locations/:slug', ...screen(() => import('@/features/jobs/routes/LocationScreen')) },
      { path: '/keywords/:keyword', ...screen(() => import('@/features/jobs/routes/KeywordScreen')) },
      { path: '/sitemap', ...screen(() => import('@/features/jobs/routes/SitemapScreen')) },
      { path: '/digital-nomad-toolkit', ...placeholder('Digital Nomad Toolkit') },
      { path: '/career-paths', ...placeholder('Career Paths') },
      { path: '/digital-nomad-guide', ...placeholder('Digital Nomad Guide 2025') },
      { path: '/nomad-guide', ...placeholder('Digital Nomad Guide 2025') },
      { path: '/buy-guide', ...placeholder('Redirecting to checkout...') },
      { path: '/payment-success', ...placeholder('Thank You for Your Purchase') },
      { path: '/checkout', ...placeholder('Checkout') },
      { path: '/direct-checkout', ...placeholder('Direct Checkout') },
      { path: '/blog', ...placeholder('Nomad Blog') },
      { path: '/blog/post/:slug', ...placeholder('Blog Post') },
      { path: '/faq', ...placeholder('Frequently Asked Questions') },
      { path: '/auth', ...placeholder('Get Started') },
      { path: '/login', ...placeholder('Sign In') },
      { path: '/register', ...placeholder('Create Account') },
      { path: '/forgot-password', ...placeholder('Forgot Password') },
      { path: '/reset-password', ...placeholder('Reset Password') },
      { path: '/profile', ...placeholder('Profile') },
      { path: '/saved-jobs', ...placeholder('Saved Jobs') },
      { path: '/test-templates', ...placeholder('Template Test') },
      { path: '/icon-test', ...placeholder('Icon Test') },
      { path: '/admin', ...placeholder('Admin Panel') },
      { path: '/admin/guide', ...placeholder('Guide Management') },
      { path: '*', ...screen(() => import('@/routes/NotFoundScreen')) },
    ],
  },
]
