/** Sitemaps change with every ingested job; crawlers may keep them an hour. */
export const xmlResponse = (xml: string) =>
  new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } })
