import { API_ERRORS } from '@cms/contract/apiErrors'
import { CONTACT_RATE_LIMIT } from '@cms/contract/contactValues'
import { PRIVATE_CACHE_CONTROL } from '@cms/contract/caching'
import { createSharedCache } from '@cms/lib/cache/sharedCache'
import { clientIp } from '@cms/lib/clientIp'
import { jsonError } from '@cms/lib/http'
import { isCrossSite } from '@cms/lib/sameSite'
import { settings } from '@cms/lib/settings'
import { textResponse, unreadBody } from '@cms/lib/stringResponse'
import { BEACON_RATE_LIMIT_PER_MINUTE, type RoutePolicy } from './policy'
import { createTokenBuckets, rateLimitClient, type Allowance } from './rateLimit'
import type { Route } from './route'
import { pathAndSearch } from '@cms/lib/requestTarget'
import { createRouter } from './router'
import { API_CALLS } from './calls'
import { prepareCall } from './prepareCall'
import { assertDeclaredAnswer } from './answerCheck'
import type { Declaration } from './declaration'

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

const ACCEPTED_TYPES: Record<Exclude<RoutePolicy['body'], 'any'>, { types: string[]; message: string }> = {
  json: { types: ['application/json'], message: API_ERRORS.jsonOnly },
  form: { types: ['application/x-www-form-urlencoded', 'multipart/form-data'], message: API_ERRORS.formOnly },
  multipart: { types: ['multipart/form-data'], message: API_ERRORS.multipartOnly },
}

/** The declarations, read once: each prepared into the router's route. */
const declarationOf = new Map<Route, Declaration>(API_CALLS.map((call) => [prepareCall(call), call]))
const match = createRouter([...declarationOf.keys()])
/** Tests turn this on: every answer is checked against its declaration, and one that leaves it throws. */
const checkAnswers = settings().API_CHECK_ANSWERS

/** The table's route a request reaches ('GET /api/jobs/:slug'), for metrics; 'api:unmatched' for none. */
export function apiRouteOf(method: string, pathname: string): string {
  const found = match(method, pathname)
  return found.kind === 'route' ? `${found.route.method} ${found.route.path}` : 'api:unmatched'
}

interface CachedAnswer {
  status: number
  type: string
  body: string
}

/** Identical reads of `shared` routes (PUBLIC_READ_CACHE_SECONDS; emptied on any data change on any server). */
const sharedAnswers = createSharedCache<CachedAnswer>({
  name: 'apiAnswers',
  ttlMs: settings().PUBLIC_READ_CACHE_SECONDS * 1000,
  max: 2000,
  // Successes and not-founds only: a 400 or 500 is worked out again every time.
  keep: (answer) => answer.status === 200 || answer.status === 404,
})

/** Each rate-limit rule of the policy: its name in the RateLimit headers, its quota per window (0: off) and its buckets. */
const RATE_LIMITS = Object.fromEntries(
  (
    [
      ['public-read', 'public', settings().PUBLIC_RATE_LIMIT_PER_MINUTE, 60],
      ['beacon', 'beacon', BEACON_RATE_LIMIT_PER_MINUTE, 60],
      ['contact', 'contact', CONTACT_RATE_LIMIT.quota, CONTACT_RATE_LIMIT.windowSeconds],
    ] as const
  ).map(([rule, name, quota, windowSeconds]) => [rule, { name, quota, windowSeconds, take: createTokenBuckets(quota, { windowSeconds }) }]),
) as Record<Exclude<RoutePolicy['rateLimit'], 'none'>, RateLimitRule>

interface RateLimitRule {
  name: string
  quota: number
  windowSeconds: number
  take: ReturnType<typeof createTokenBuckets>
}

/** IETF RateLimit-Policy and RateLimit (draft-ietf-httpapi-ratelimit-headers) for one call of a quota. */
function rateLimitHeaders({ name, quota, windowSeconds }: RateLimitRule, allowance: Allowance): [string, string][] {
  return [
    ['RateLimit-Policy', `"${name}";q=${quota};w=${windowSeconds}`],
    ['RateLimit', `"${name}";r=${allowance.remaining};t=${allowance.resetSeconds}`],
  ]
}

/** CORS for read-only public calls: any page may read them; no cookies are sent with `*`. */
const ANY_ORIGIN: readonly [string, string][] = [['Access-Control-Allow-Origin', '*']]
const NONE: readonly [string, string][] = []
const PREFLIGHT: [string, string][] = [...ANY_ORIGIN, ['Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS'], ['Access-Control-Allow-Headers', '*'], ['Access-Control-Max-Age', '86400']]

/** The policy's refusal of a state-changing call, before its handler runs, or null when it may go on. */
function refusal(request: Request, policy: RoutePolicy): Response | null {
  if (!STATE_CHANGING.has(request.method)) return null
  const headers = request.headers
  if (!policy.crossSite && isCrossSite(headers.get('origin'), headers.get('sec-fetch-site'))) return jsonError(403, API_ERRORS.foreignOrigin, { success: false })
  const declared = Number(headers.get('content-length') || 0)
  if (declared > policy.maxBodyBytes) return jsonError(413, API_ERRORS.tooLarge, { success: false })
  const hasBody = declared > 0 || headers.has('transfer-encoding')
  if (policy.body !== 'any' && hasBody) {
    const type = (headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
    const accepted = ACCEPTED_TYPES[policy.body]
    if (!accepted.types.includes(type)) return jsonError(415, accepted.message, { success: false })
  }
  return null
}

/**
 * The handler's answer, or a 503 once the route's time budget is spent (the late answer is dropped). An answer
 * given at once is within any budget: it is passed on as it is, with no timer armed (the floor route).
 */
function withinBudget(route: Route, request: Request, params: Record<string, string>): Response | Promise<Response> {
  const answer = route.handler(request, { params })
  if (!(answer instanceof Promise)) return answer
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<Response>((resolve) => {
    timer = setTimeout(() => resolve(jsonError(503, API_ERRORS.tooSlow)), route.policy.timeBudgetMs)
  })
  return Promise.race([answer, late]).finally(() => clearTimeout(timer))
}

async function sharedAnswer(route: Route, request: Request, params: Record<string, string>, url: { pathname: string; search: string }): Promise<Response> {
  const answer = await sharedAnswers.get(url.pathname + url.search, async () => {
    const response = await withinBudget(route, request, params)
    return { status: response.status, type: response.headers.get('content-type') ?? 'application/json', body: unreadBody(response) ?? (await response.text()) }
  })
  return textResponse(answer.body, { status: answer.status, headers: { 'Content-Type': answer.type } })
}

/**
 * The one entry of the /api: finds the call's declaration, applies its policy (same-site check, body
 * format and size, time budget, caching) and runs its handler. The server answers HTTP requests through it,
 * the server renderer calls it in process, and the tests call it, so what is tested is what is served.
 * Unknown paths answer a JSON 404, known paths with another method a JSON 405.
 */
export interface ApiCaller {
  /** The server renderer's own calls: not counted by the public rate limit. */
  inProcess?: boolean
}

export async function answerApi(request: Request, caller: ApiCaller = {}): Promise<Response> {
  const response = await answerApiAtOnce(request, caller)
  if (checkAnswers && request.method !== 'OPTIONS') {
    const found = match(request.method, pathAndSearch(request.url).pathname)
    await assertDeclaredAnswer(found.kind === 'route' ? declarationOf.get(found.route)! : null, request, response)
  }
  return response
}

/**
 * `answerApi` for the server: the answer itself when the call is answered at once (a trivial route), so the
 * server writes it without waiting a turn of the event loop; a promise of it otherwise.
 */
export function answerApiAtOnce(request: Request, { inProcess = false }: ApiCaller = {}): Response | Promise<Response> {
  const url = pathAndSearch(request.url)
  const found = match(request.method, url.pathname)
  if (found.kind === 'none') return jsonError(404, `No API endpoint at ${request.method} ${url.pathname}`)
  if (found.kind === 'malformed') return jsonError(400, API_ERRORS.badAddress)
  if (found.kind === 'method') {
    const allow = found.allow.join(', ')
    const open = found.routes.some((route) => route.policy.cors === 'any-origin')
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: [['Allow', allow], ...(open ? PREFLIGHT : [])] })
    const refused = jsonError(405, `${request.method} is not supported at ${url.pathname}.`, { success: false })
    refused.headers.set('Allow', allow)
    return refused
  }
  const { route, params } = found
  const { policy } = route
  let added: readonly [string, string][] = policy.cors === 'any-origin' ? ANY_ORIGIN : NONE
  const limit = policy.rateLimit === 'none' ? null : RATE_LIMITS[policy.rateLimit]
  if (limit && !inProcess && limit.quota > 0) {
    const allowance = limit.take(rateLimitClient(clientIp(request)))
    added = [...added, ...rateLimitHeaders(limit, allowance)]
    if (!allowance.allowed) return withHeaders(jsonError(429, API_ERRORS.tooMany, { success: false }), [...added, ['Retry-After', String(allowance.retryAfterSeconds)]])
  }
  const refused = refusal(request, policy)
  if (refused) return withHeaders(refused, added)
  if (policy.cache === 'shared' && request.method === 'GET') return sharedAnswer(route, request, params, url).then((response) => withHeaders(response, added))
  const response = withinBudget(route, request, params)
  return response instanceof Promise ? response.then((answer) => finish(answer, policy, added)) : finish(response, policy, added)
}

/** The handler's answer with what the policy adds: `private, no-store` for personal calls, CORS and RateLimit headers. */
function finish(response: Response, policy: RoutePolicy, added: readonly [string, string][]): Response {
  if (policy.cache === 'private' && !response.headers.has('cache-control')) response.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL)
  return withHeaders(response, added)
}

function withHeaders(response: Response, headers: readonly [string, string][]): Response {
  for (const [name, value] of headers) response.headers.set(name, value)
  return response
}
