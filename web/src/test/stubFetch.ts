import { onTestFinished, vi } from 'vitest'

/** One call the code under test made: its method, its URL as given, and its body (JSON parsed; `undefined` without one). */
export interface SentRequest {
  method: string
  url: string
  body: unknown
}

type Answer = (request: SentRequest) => Response | Promise<Response>

const notFound = () => Response.json({ message: 'Not found' }, { status: 404 })

function parsedBody(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') return body ?? undefined
  try {
    return JSON.parse(body)
  } catch {
    return body
  }
}

function sentRequest(url: string, { method = 'GET', body }: RequestInit = {}): SentRequest {
  return { method, url, body: parsedBody(body) }
}

/**
 * Replaces the global `fetch` for the rest of the test with a mock that gives `answer`'s response
 * (by default a 404). The mock keeps fetch's `(url, init)` arguments in `mock.calls`. When the test
 * ends, every global the test stubbed is put back (`vi.unstubAllGlobals`).
 */
export function stubFetch(answer: Answer = notFound) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => answer(sentRequest(url, init)))
  vi.stubGlobal('fetch', fetchMock)
  onTestFinished(() => {
    vi.unstubAllGlobals()
  })
  return fetchMock
}

/**
 * An answer by path (query left out): a key is a path or "METHOD path", the method-specific one
 * winning; anything else gets a 404.
 */
export function answerByPath(answers: Record<string, Answer>): Answer {
  return (request) => {
    const path = new URL(request.url, 'http://localhost').pathname
    const answer = answers[`${request.method} ${path}`] ?? answers[path] ?? notFound
    return answer(request)
  }
}

/** The calls a `stubFetch` mock received so far, in order. */
export const sentRequests = (fetchMock: ReturnType<typeof stubFetch>): SentRequest[] =>
  fetchMock.mock.calls.map(([url, init]) => sentRequest(url, init))
