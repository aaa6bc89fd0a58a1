import * as payloadRest from '@cms/app/(payload)/cms/api/[...slug]/route'
import { TEST_ORIGIN } from '../integration/helpers'

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
  // Answers of every shape are read field by field in the assertions.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
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
  let body: unknown
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = text
  }
  return { status: response.status, headers: response.headers, text, body }
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

/** Payload's own REST (`/cms/api/...`), through the same route handlers Next serves. */
export async function cmsApi(method: Method, path: string, options: CallOptions = {}): Promise<CallResult> {
  const request = browserRequest(method, `/cms/api${path}`, options)
  const slug = new URL(request.url).pathname.replace(/^\/cms\/api\//, '').split('/')
  const route = payloadRest[method] as unknown as (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
  return readResult(await route(request, { params: Promise.resolve({ slug }) }))
}

// Route handlers take differently typed params; the tests pass whatever each expects.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type RouteHandler = (request: Request, context: any) => Promise<Response>

/** One of the documented `/api` route handlers. */
export async function api(handler: RouteHandler, method: Method, path: string, options: CallOptions & { params?: Record<string, unknown> } = {}): Promise<CallResult> {
  return readResult(await handler(browserRequest(method, path, options), { params: Promise.resolve(options.params ?? {}) }))
}

export const cookieFrom = (result: CallResult) => (result.headers.get('set-cookie') ?? '').split(';')[0]!
