import { childSitemapNames, sitemapIndexXml } from '@cms/domain/sitemap/sitemapXml'
import { env } from '@cms/lib/env'
import { getPayloadClient } from '@cms/payloadClient'
import { xmlResponse } from '@cms/app/xmlResponse'
import { sitemapIndex } from '@cms/app/renderedSitemaps'

export const dynamic = 'force-dynamic'

/** GET /sitemap.xml: the sitemap index. */
export async function GET(): Promise<Response> {
  return xmlResponse(await sitemapIndex.get('index', async () => sitemapIndexXml(env.siteUrl, await childSitemapNames(await getPayloadClient()))))
}
