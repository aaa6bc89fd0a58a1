/** http(s) with a host, mailto, or a site-relative path ('/x' but not '//host' or '/\host'). */
export function safeHref(raw: string): string | null {
  const url = raw.trim()
  if (!url || /[\s\\<>"'`\u0000-\u001f\u007f]/.test(url)) return null
  if (url.startsWith('/')) return url.startsWith('//') ? null : url
  if (/^mailto:[^/]/i.test(url)) return url
  if (/^https?:\/\/[^/?#]+/i.test(url)) {
    try {
      const parsed = new URL(url)
      return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? url : null
    } catch {
      return null
    }
  }
  return null
}
