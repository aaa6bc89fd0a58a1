import * as payloadRest from '@cms/app/(payload)/cms/api/[...slug]/route'
import { TEST_ORIGIN } from '../integration/helpers'
import type { ServedCall } from '../support/servedApi'

/** A fresh client address per call unless given, so one test's per-client limits never touch another's. */
export const randomClient = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`
export const uniqueEmail = (prefix = 'sec') => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@test.example`

export interface CallOptions {
  json?: unknown
  body?: BodyInit
  cookie?: string
  client?: string
  headers?: Record<string, string>
}

export interface CallResult {
  status: number
  headers: Headers
  text: string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads whatever JSON came back
  body: any
}

/** A request as our server hands it on: the client address it resolved, and a browser's Origin. */
export function browserRequest(method: string, url: string, options: CallOptions = {}): Request {
  const client = options.client ?? randomClient()
  const headers = new Headers({ origin: TEST_ORIGIN, 'x-nomad-client': client, ...options.headers })
  if (options.cookie) headers.set('cookie', options.cookie)
  let body = options.body
  if (options.json !== undefined) {
    headers.set('content-type', 'application/json')
    body = JSON.stringify(options.json)
  }
  return new Request(new URL(url, TEST_ORIGIN), { method, headers, body })
}

export async function readResult(response: Response): Promise<CallResult> {
  const text = await response.text()
  return { status: response.status, headers: response.headers, text, body: parseOrText(text) }
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

/** Payload's own REST (`/cms/api/...`), through the same route handlers Next serves. */
export async function cmsApi(method: Method, path: string, options: CallOptions = {}): Promise<CallResult> {
  const request = browserRequest(method, `/cms/api${path}`, options)
  const slug = new URL(request.url).pathname.replace(/^\/cms\/api\//, '').split('/')
  const route = payloadRest[method] as unknown as (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
  return readResult(await route(request, { params: Promise.resolve({ slug }) }))
}

/** One of the documented `/api` calls, as the server answers it (tests/support/servedApi.ts). */
export async function api(call: ServedCall, method: Method, path: string, options: CallOptions = {}): Promise<CallResult> {
  return readResult(await call(browserRequest(method, path, options)))
}

export const cookieFrom = (result: CallResult) => (result.headers.get('set-cookie') ?? '').split(';')[0]!

function parseOrText(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null
  } catch {
    return text
  }
}
