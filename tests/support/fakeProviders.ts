import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ProviderId } from '@cms/contract/providers'

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
  /** The answer for a provider; a list is served in order (the last one repeats). */
  set: (provider: FakeProvider, answers: FakeAnswer | FakeAnswer[]) => void
  requests: { provider: FakeProvider; url: string; headers: http.IncomingHttpHeaders }[]
  close: () => Promise<void>
}

/**
 * A local HTTP server standing in for every provider (path prefix = provider id), serving the
 * fixtures the test sets. Unset providers answer 404.
 */
const BASE_URL_ENV: Record<FakeProvider, string> = {
  remoteok: 'REMOTEOK_BASE_URL',
  web3career: 'WEB3CAREER_BASE_URL',
  jsearch: 'JSEARCH_BASE_URL',
  adzuna: 'ADZUNA_BASE_URL',
  brandfetch: 'BRANDFETCH_BASE_URL',
  remotive: 'REMOTIVE_BASE_URL',
  himalayas: 'HIMALAYAS_BASE_URL',
  jobicy: 'JOBICY_BASE_URL',
  greenhouse: 'GREENHOUSE_BASE_URL',
  lever: 'LEVER_BASE_URL',
  ashby: 'ASHBY_BASE_URL',
  workable: 'WORKABLE_BASE_URL',
}

/** Point every provider client at the fake server (through their *_BASE_URL variables); returns the undo. */
export function useFakeProviders(fake: FakeProviders): () => void {
  for (const [provider, name] of Object.entries(BASE_URL_ENV)) process.env[name] = fake.baseUrl(provider as FakeProvider)
  return () => {
    for (const name of Object.values(BASE_URL_ENV)) delete process.env[name]
  }
}

export async function startFakeProviders(): Promise<FakeProviders> {
  const answers = new Map<FakeProvider, FakeAnswer[]>()
  const requests: FakeProviders['requests'] = []
  const server = http.createServer((req, res) => {
    const provider = (req.url ?? '/').split('/')[1] as FakeProvider
    requests.push({ provider, url: req.url ?? '', headers: req.headers })
    const queue = answers.get(provider)
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
    set: (provider, a) => answers.set(provider, Array.isArray(a) ? [...a] : [a]),
    requests,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
