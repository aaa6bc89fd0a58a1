import { env } from '@cms/lib/env'

export const dynamic = 'force-dynamic'

/**
 * GET /robots.txt: everything public may be crawled, including the API reads and media the rendered pages
 * use; the CMS, account, checkout and admin screens may not. Names the sitemap index.
 */
export function GET(): Response {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Allow: /cms/api/media/',
    'Disallow: /cms',
    'Disallow: /admin',
    'Disallow: /checkout',
    'Disallow: /direct-checkout',
    'Disallow: /payment-success',
    'Disallow: /profile',
    'Disallow: /saved-jobs',
    '',
    `Sitemap: ${env.siteUrl}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } })
}
