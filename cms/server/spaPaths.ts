import fs from 'node:fs'
import path from 'node:path'

/** Path prefixes the renderer leaves alone: Payload's admin and REST, Next's own files, the /api table, feeds. */
const NEXT_PREFIXES = ['/cms', '/_next', '/api/', '/feeds/']
const NEXT_EXACT = ['/api', '/feeds', '/robots.txt']

/** The top-level names in a public folder (files and folders such as /assets), served as static files. */
export function publicEntries(publicDir: string): Set<string> {
  try {
    return new Set(fs.readdirSync(publicDir).filter((name) => name !== 'index.html'))
  } catch {
    return new Set()
  }
}

/** True when the server renderer answers this path: everything that is not Next's or a static file. */
export function rendersSpa(pathname: string, staticEntries: Set<string>): boolean {
  if (NEXT_EXACT.includes(pathname)) return false
  if (NEXT_PREFIXES.some((prefix) => pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`))) return false
  if (/^\/sitemap[^/]*\.xml$/.test(pathname)) return false
  const first = pathname.split('/')[1] ?? ''
  return !staticEntries.has(decodedOrAsIs(first))
}

/** A malformed segment names no static file (pathSegments answers such paths 400 before this runs). */
function decodedOrAsIs(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

export const PUBLIC_DIR = path.resolve('cms/public')

let builtEntries: Set<string> | null = null

/** True for a static file's path (Next's built files, the SPA's public folder): cheap to answer, never refused. */
export function isStaticPath(pathname: string): boolean {
  if (pathname.startsWith('/_next/static/')) return true
  builtEntries ??= publicEntries(PUBLIC_DIR)
  const first = pathname.split('/')[1] ?? ''
  return first !== '' && builtEntries.has(decodedOrAsIs(first))
}
