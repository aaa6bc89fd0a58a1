import { childSitemapEntries, childSitemapNames, sitemapIndexXml, sitemapXml } from '@cms/domain/sitemap/sitemapXml'
import { env } from '@cms/lib/env'
import { jsonError } from '@cms/lib/http'
import { getPayloadClient } from '@cms/payloadClient'
import { childSitemaps, sitemapIndex } from './renderedSitemaps'
import { xmlResponse } from './xmlResponse'

/** GET /sitemap.xml: the sitemap index. */
export async function sitemapIndexRoute(): Promise<Response> {
  return xmlResponse(await sitemapIndex.get('index', async () => sitemapIndexXml(env.siteUrl, await childSitemapNames(await getPayloadClient()))))
}

/** GET /sitemap-{name}.xml: one child sitemap. */
export async function childSitemapRoute(name: string): Promise<Response> {
  const xml = await childSitemaps.get(name, async () => {
    const entries = await childSitemapEntries(await getPayloadClient(), name)
    return entries ? sitemapXml(env.siteUrl, entries) : null
  })
  return xml === null ? jsonError(404, 'No such sitemap') : xmlResponse(xml)
}
