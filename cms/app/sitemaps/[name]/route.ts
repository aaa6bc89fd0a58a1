import { childSitemapEntries, sitemapXml } from '@cms/domain/sitemap/sitemapXml'
import { xmlResponse } from '@cms/app/xmlResponse'
import { childSitemaps } from '@cms/app/renderedSitemaps'
import { env } from '@cms/lib/env'
import { jsonError } from '@cms/lib/http'
import { getPayloadClient } from '@cms/payloadClient'

export const dynamic = 'force-dynamic'

/** GET /sitemap-{name}.xml (rewritten here by next.config): one child sitemap. */
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }): Promise<Response> {
  const { name } = await params
  const xml = await childSitemaps.get(name, async () => {
    const entries = await childSitemapEntries(await getPayloadClient(), name)
    return entries ? sitemapXml(env.siteUrl, entries) : null
  })
  return xml === null ? jsonError(404, 'No such sitemap') : xmlResponse(xml)
}
