import type { ApiTransport } from '@cms/contract/ssr'

/**
 * The shared request conventions: cookies on every request, 204 gives null,
 * a non-OK answer raises an ApiError whose message is the body text (or the status text)
 * and whose string form is "{status}: {message}"; failures are logged as 'API request error'.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }

  override toString(): string {
    return `${this.status}: ${this.message}`
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return
  const text = (await response.text()) || response.statusText
  throw new ApiError(response.status, text)
}

async function parseBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return null as T
  return (await response.json()) as T
}


let transport: ApiTransport = (url, init) => fetch(url, init)

/** The server renderer installs its transport once at start-up (site-relative URLs mean nothing there). */
export function setApiTransport(next: ApiTransport): void {
  transport = next
}

async function send(method: string, url: string, data?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  // A FormData body is sent as multipart: the browser writes its Content-Type with the boundary.
  if (data instanceof FormData) return transport(url, { method, credentials: 'include', headers, body: data })
  return transport(url, {
    method,
    credentials: 'include',
    headers: data === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    body: data === undefined ? undefined : JSON.stringify(data),
  })
}

async function request<T>(method: string, url: string, data: unknown, headers: Record<string, string>, nullOn401: boolean): Promise<T> {
  try {
    const response = await send(method, url, data, headers)
    if (nullOn401 && response.status === 401) {
      // Read the short body anyway: an unread answer marked no-store keeps its connection busy in the browser.
      await response.text()
      return null as T
    }
    await throwIfNotOk(response)
    return await parseBody<T>(response)
  } catch (error) {
    console.error('API request error', error)
    throw error
  }
}

export function apiRequest<T = unknown>(method: string, url: string, data?: unknown, headers: Record<string, string> = {}): Promise<T> {
  return request<T>(method, url, data, headers, false)
}

/** A multipart upload (e.g. an image with its token), with the same conventions as apiRequest. */
export function apiFormRequest<T = unknown>(method: string, url: string, form: FormData): Promise<T> {
  return request<T>(method, url, form, {}, false)
}

/** GET that yields null instead of an error on 401 (e.g. the session check while signed out). */
export function getOrNullOn401<T>(url: string): Promise<T | null> {
  return request<T | null>('GET', url, undefined, {}, true)
}
