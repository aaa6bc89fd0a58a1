import { getPayloadClient } from '../../cms/lib/payload'

export const TEST_ORIGIN = 'http://localhost:3000'

/** A request as a browser on the site would send it (Payload ignores cookies without an Origin). */
export function apiRequest(pathname: string, init: RequestInit & { json?: unknown } = {}): Request {
  const headers = new Headers(init.headers)
  headers.set('Origin', TEST_ORIGIN)
  let body = init.body
  if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = JSON.stringify(init.json)
  }
  return new Request(new URL(pathname, TEST_ORIGIN), { ...init, headers, body })
}

export const getTestPayload = getPayloadClient
