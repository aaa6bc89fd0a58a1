import { z } from 'zod'

/**
 * A site page editors write in /cms (terms, privacy, contact, visa information, ...), served at `/{slug}`.
 * `content` is the same light markup as a blog post's body ('##' headings, **bold**, __italic__,
 * [text](url), blank-line paragraphs, '- ' lists).
 */
export const sitePageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  /** The SEO title of /cms (plugin-seo), or null: the SPA then uses the title. */
  metaTitle: z.string().nullable(),
  /** The SEO description of /cms, or the page's first paragraph when the editor wrote none. */
  description: z.string(),
  updatedAt: z.string(),
})
export type SitePage = z.infer<typeof sitePageSchema>

/** GET /api/pages/{slug}: a published page, or a JSON 404 with this message. */
export const PAGE_NOT_FOUND = 'Page not found'

/**
 * First path segments the site already uses: a page cannot take one of them as its slug, because the
 * page would never be reached (the screen or server path wins). `web/src/app/routes.test.ts` checks that
 * every top-level route of the SPA is listed here.
 */
export const RESERVED_PAGE_SLUGS = [
  'api', 'cms', '_next', 'assets', 'feeds', 'sitemap',
  'home', 'jobs', 'search', 'categories', 'locations', 'keywords', 'toolkit', 'digital-nomad-toolkit', 'career-paths',
  'digital-nomad-guide', 'nomad-guide', 'buy-guide', 'payment-success', 'checkout', 'checkout.html', 'direct-checkout', 'blog', 'faq',
  'auth', 'login', 'register', 'forgot-password', 'reset-password', 'profile', 'settings', 'saved-jobs', 'test-templates',
  'newsletter', 'alerts', 'icon-test', 'admin', 'remote-jobs-from', 'post-a-job', 'companies',
] as const
