import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

type ApiTransport = (url: string, init: RequestInit) => Promise<Response>
type PublicReadHandler = (request: Request) => Promise<Response | null>

/** The lean router's in-process handler for hot public reads, where that module exists. */
async function loadPublicReads(): Promise<PublicReadHandler | null> {
  const file = path.resolve('cms/server/publicReads.ts')
  if (!fs.existsSync(file)) return null
  const module = (await import(pathToFileURL(file).href)) as { handlePublicRead?: PublicReadHandler }
  return module.handlePublicRead ?? null
}

/**
 * How the SPA's API calls are answered while rendering on the server: the lean router in-process when it
 * takes the call (no HTTP hop), otherwise our own server over loopback. No visitor cookie is forwarded:
 * rendered pages are the anonymous view, and signed-in state arrives after hydration.
 */
export async function createSsrTransport(port: number, origin: string): Promise<ApiTransport> {
  const publicRead = await loadPublicReads()
  const loopback = `http://127.0.0.1:${port}`
  return async (url, init) => {
    const headers = new Headers(init.headers)
    headers.delete('cookie')
    if (publicRead && (init.method ?? 'GET') === 'GET') {
      const answer = await publicRead(new Request(new URL(url, origin), { headers }))
      if (answer) return answer
    }
    return fetch(new URL(url, loopback), { ...init, headers, credentials: 'omit' })
  }
}
