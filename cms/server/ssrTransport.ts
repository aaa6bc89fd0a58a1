import { answerApi } from '@cms/api/answerApi'
import type { ApiTransport } from '@cms/contract/ssr'

/**
 * How the SPA's API calls are answered while rendering on the server: the /api entry, in
 * process (no HTTP hop), the same entry the server answers HTTP calls through. The calls carry no cookie of
 * their own: rendered pages are the anonymous view, and signed-in state arrives after hydration; only a session
 * page rendered for its visitor (the profile) has its calls carry that visitor's session cookie, which the
 * renderer adds from its render request (web/src/entry-server.tsx).
 */
export function createSsrTransport(origin: string): ApiTransport {
  return (url, init) => answerApi(new Request(new URL(url, origin), { ...init, credentials: 'omit' }), { inProcess: true })
}
