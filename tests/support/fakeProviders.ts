import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { PROVIDER_IDS, type ProviderId } from '@cms/contract/providers'
import { PROVIDERS } from '@cms/domain/integrations/providers'

export type FakeProvider = ProviderId

export interface FakeAnswer {
  status?: number
  body?: unknown
  headers?: Record<string, string>
  /** Answer this late (a source that times out). */
  delayMs?: number
}

export interface FakeProviders {
  url: string
  /** Base URL to put in the provider's *_BASE_URL variable. */
  baseUrl: (provider: FakeProvider) => string
  /**
   * The answer for a provider; a list is served in order (the last one repeats). With `path` (what follows the
   * provider's base URL, e.g. one board's `/v0/postings/acme`), only the requests under it get these answers, so a
   * test need not know in which order a run asks for several boards.
   */
  set: (provider: FakeProvider, answers: FakeAnswer | FakeAnswer[], path?: string) => void
  requests: { provider: FakeProvider; url: string; headers: http.IncomingHttpHeaders }[]
  close: () => Promise<void>
}

/** Every source's base-URL variable, pointed at `baseUrlOf(provider)`. */
function providerBaseUrlEnv(baseUrlOf: (provider: FakeProvider) => string): Record<string, string> {
  return Object.fromEntries(PROVIDER_IDS.map((id) => [PROVIDERS[id].baseUrlEnv, baseUrlOf(id)]))
}

/**
 * Every source at a local address nothing listens on: a test (or a queued run) that reaches a source the test did
 * not point at a fake server fails at once on this machine instead of fetching the real host.
 */
export const unreachableProviderEnv = (): Record<string, string> => providerBaseUrlEnv((provider) => `http://127.0.0.1:9/${provider}`)

/**
 * Every source at the fake server (the ones the test sets nothing for answer 404), for a server's environment. The
 * fake is one local host for every source, so the pause real hosts ask for between requests is off: a run would
 * otherwise wait a second per source.
 */
export const fakeProviderEnv = (fake: FakeProviders): Record<string, string> => ({
  ...providerBaseUrlEnv(fake.baseUrl),
  PROVIDER_HOST_INTERVAL_MS: '0',
})

/** Point every provider client at the fake server (through their *_BASE_URL variables); returns the undo. */
export function useFakeProviders(fake: FakeProviders): () => void {
  const pointed = fakeProviderEnv(fake)
  const before = Object.fromEntries(Object.keys(pointed).map((name) => [name, process.env[name]]))
  Object.assign(process.env, pointed)
  return () => {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  }
}

/**
 * A local HTTP server standing in for every provider (path prefix = provider id), serving the
 * fixtures the test sets. Unset providers answer 404.
 */
export async function startFakeProviders(): Promise<FakeProviders> {
  // Keyed by the path prefix an answer list is for: `/provider` or `/provider/some/path`.
  const answers = new Map<string, FakeAnswer[]>()
  const queueFor = (url: string) => {
    const prefixes = [...answers.keys()].filter((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`))
    const longest = prefixes.sort((a, b) => b.length - a.length)[0]
    return longest === undefined ? undefined : answers.get(longest)
  }
  const requests: FakeProviders['requests'] = []
  const server = http.createServer((req, res) => {
    const provider = (req.url ?? '/').split('/')[1] as FakeProvider
    requests.push({ provider, url: req.url ?? '', headers: req.headers })
    const queue = queueFor(req.url ?? '/')
    const answer = queue && queue.length > 1 ? queue.shift()! : queue?.[0]
    if (!answer) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}')
      return
    }
    const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? {})
    const send = () => {
      if (answer.status === 304) res.writeHead(304, answer.headers).end()
      else res.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...answer.headers }).end(body)
    }
    if (answer.delayMs) setTimeout(() => !res.destroyed && send(), answer.delayMs)
    else send()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    baseUrl: (provider) => `${url}/${provider}`,
    set: (provider, a, path = '') => answers.set(`/${provider}${path}`, Array.isArray(a) ? [...a] : [a]),
    requests,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
