import { getBrand } from '@cms/domain/brand'
import { handler } from '@cms/lib/http'
import type { RouteContext } from '@cms/api/route'

/** GET /api/brand/{domain} -> { logo, icon, name, primaryColor }; JSON 404 without BRANDFETCH_API_KEY or a logo. */
export const GET = handler(async (_request: Request, { params }: RouteContext<'domain'>) => {
  const { domain } = params
  return Response.json(await getBrand(domain), { headers: { 'Cache-Control': 'public, max-age=3600' } })
})
