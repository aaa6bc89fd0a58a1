import type { ServerResponse } from 'node:http'
import { API_ERRORS } from '@cms/contract/apiErrors'
import { metrics } from '../lib/metrics'
import { settings } from '../lib/settings'
import { createAdmission, type Admission, type RefusalReason } from './admission'
import { keepPlaceOnceGiven } from './keepPlaceOnceGiven'
import { isApiPath, type Middleware } from './middlewareStep'
import { sendJsonError } from './sendJson'
import { isStaticPath } from './spaPaths'

/** What a refused request is, for the shed count and for the shape of its answer. */
function kindOf(path: string): 'api' | 'cms' | 'page' | 'other' {
  if (isApiPath(path)) return 'api'
  if (path === '/cms' || path.startsWith('/cms/')) return 'cms'
  if (path.startsWith('/feeds/') || /^\/sitemap[^/]*\.xml$/.test(path)) return 'other'
  return 'page'
}

const BUSY_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Busy right now</title></head>
<body><main><h1>Busy right now</h1><p>${API_ERRORS.busy}</p><p><a href="">Try again</a></p></main></body></html>
`

/**
 * The refusal: 503 with Retry-After, JSON in the /api error shape for programs (/api, Payload's REST), a small page
 * for people. The read-after-write cookie a write request was given is taken back: the write did not happen.
 */
export function answerBusy(response: ServerResponse, path: string, retryAfterSeconds: number): true {
  response.removeHeader('Set-Cookie')
  response.setHeader('Retry-After', String(retryAfterSeconds))
  response.setHeader('Cache-Control', 'no-store')
  if (isApiPath(path) || path.startsWith('/cms/api/')) return sendJsonError(response, 503, API_ERRORS.busy)
  response.writeHead(503, { 'content-type': 'text/html; charset=utf-8' })
  response.end(BUSY_PAGE)
  return true
}

/**
 * Whether a request's time counts for the adaptive limit: reads only. A write may wait for a sign-in turn, a password
 * hash (at the lowest priority on purpose) or a transaction, which says nothing about whether the server keeps up.
 */
export const isTimed = (method: string | undefined) => method === 'GET' || method === 'HEAD'

/**
 * Middleware: admits the request to the work behind it (the /api entry, a render, Next) or refuses it, at once or
 * after a short wait for a place (cms/server/admission.ts). Static files and cached pages are answered before this
 * step and never refused; an admitted request leaves the count when its answer ends or its client leaves.
 */
export function admitRequests(admission: Admission, retryAfterSeconds: number): Middleware {
  const refuse = (response: ServerResponse, path: string, reason: RefusalReason): true => {
    metrics.shed.inc({ reason, kind: kindOf(path) })
    return answerBusy(response, path, retryAfterSeconds)
  }
  return ({ request, response, path }) => {
    if (isStaticPath(path)) return false
    const admitted = admission.enter(isTimed(request.method))
    if (typeof admitted === 'function') {
      response.once('close', admitted)
      return false
    }
    if (typeof admitted === 'string') return refuse(response, path, admitted)
    return keepPlaceOnceGiven(response, admitted).then((outcome) => outcome !== 'held' && (outcome === 'gone' || refuse(response, path, outcome)))
  }
}

/** The server's admission, from the ADMISSION_* settings. */
export function admissionFromSettings(): Middleware {
  const { ADMISSION_MAX_IN_FLIGHT, ADMISSION_MAX_EVENT_LOOP_DELAY_MS, ADMISSION_TARGET_LATENCY_MS, ADMISSION_RETRY_AFTER_SECONDS } = settings()
  const admission = createAdmission({
    maxInFlight: ADMISSION_MAX_IN_FLIGHT,
    maxEventLoopDelayMs: ADMISSION_MAX_EVENT_LOOP_DELAY_MS,
    targetLatencyMs: ADMISSION_TARGET_LATENCY_MS,
    onLimit: (limit) => metrics.admissionLimit.set(limit),
  })
  return admitRequests(admission, ADMISSION_RETRY_AFTER_SECONDS)
}
