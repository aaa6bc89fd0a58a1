import { getBrand } from '@cms/domain/brand'
import { handler } from '@cms/lib/http'

/** GET /api/brand/{domain} -> { logo, icon, name, primaryColor }; JSON 404 without BRANDFETCH_API_KEY or a logo. */
export const GET = handler(async (_request: Request, { params }: { params: Promise<{ domain: string }> }) => {
  const { domain } = await params
  return Response.json(await getBrand(decodeURIComponent(domain)), { headers: { 'Cache-Control': 'public, max-age=3600' } })
})
