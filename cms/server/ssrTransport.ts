import { answerApi } from '@cms/api/answerApi'
import type { ApiTransport } from '@cms/contract/ssr'

/**
 * How the SPA's API calls are answered while rendering on the server: the /api entry, in
 * process (no HTTP hop), the same entry the server answers HTTP calls through. No visitor cookie is
 * forwarded: rendered pages are the anonymous view, and signed-in state arrives after hydration.
 */
export function createSsrTransport(origin: string): ApiTransport {
  return (url, init) => {
    const headers = new Headers(init.headers)
    headers.delete('cookie')
    return answerApi(new Request(new URL(url, origin), { ...init, headers, credentials: 'omit' }), { inProcess: true })
  }
}
