import { childSitemapNames, sitemapIndexXml } from '../../domain/sitemap/sitemapXml'
import { env } from '../../lib/env'
import { getPayloadClient } from '../../lib/payload'
import { xmlResponse } from '../../domain/sitemap/xmlResponse'

export const dynamic = 'force-dynamic'

/** GET /sitemap.xml: the sitemap index. */
export async function GET(): Promise<Response> {
  return xmlResponse(await sitemapIndexXml(env.siteUrl, await childSitemapNames(await getPayloadClient())))
}
