import { sourceTimedOut, sourceUnreachable } from '@cms/contract/sourceErrors'
import { settings } from './settings'
/**
 * The one outbound HTTP helper of the provider clients: a per-attempt timeout, retries with exponential
 * backoff (honouring Retry-After) on 429 and 5xx answers and on network errors, at most one request per
 * PROVIDER_HOST_INTERVAL_MS to any one host, and conditional requests for sources that send validators.
 */

/** Names the site and a contact address, as the sources' terms ask of automated clients. */
export function userAgent(): string {
  const site = settings().SITE_URL || 'https://github.com/nomad-jobs'
  return `NomadJobsBot/1.0 (+${site}; job board for digital nomads; contact: ${settings().PROVIDER_CONTACT})`
}

/** Node's fetch says only "fetch failed"; its cause names what happened (getaddrinfo ENOTFOUND, ECONNREFUSED). */
function networkFailure(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause
  return cause?.message || cause?.code || (error as Error).message
}

export class ProviderError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
  ) {
    super(message)
    this.name = 'ProviderError'
  }
}

export interface FetchJsonOptions {
  headers?: Record<string, string>
  /** Per attempt; default 15 s (PROVIDER_TIMEOUT_MS). */
  timeoutMs?: number
  /** Extra attempts after the first on 429/5xx/network errors; default 2 (PROVIDER_RETRIES). */
  retries?: number
  /** First backoff delay; doubles each retry; default 500 ms (PROVIDER_BACKOFF_MS). */
  backoffMs?: number
  method?: 'GET' | 'HEAD'
  /** Pause between two requests to one host; default PROVIDER_HOST_INTERVAL_MS. */
  hostIntervalMs?: number
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** When each host may next be asked (this process); a turn is reserved before waiting, so callers queue up. */
const nextTurn = new Map<string, number>()

/** Waits for this host's next turn: at most one request per `intervalMs` to one host. */
export async function hostTurn(host: string, intervalMs: number): Promise<void> {
  if (intervalMs <= 0) return
  const now = Date.now()
  const turn = Math.max(now, nextTurn.get(host) ?? 0)
  nextTurn.set(host, turn + intervalMs)
  if (turn > now) await sleep(turn - now)
}

/** How long a Retry-After header (seconds or an HTTP date) asks to wait, at most 30 s; null when absent or unreadable. */
export function retryAfterMs(header: string | null): number | null {
  if (!header) return null
  const seconds = Number(header)
  if (Number.isFinite(seconds)) return Math.min(seconds * 1000, 30_000)
  const date = Date.parse(header)
  return Number.isNaN(date) ? null : Math.min(Math.max(date - Date.now(), 0), 30_000)
}

/** GET a JSON document; throws ProviderError on a final non-OK status, timeout or invalid JSON. */
export async function fetchJson(url: string, options: FetchJsonOptions = {}): Promise<unknown> {
  const response = await fetchWithRetry(url, options)
  const text = await response.text()
  try {
    return JSON.parse(text)
  } catch {
    throw new ProviderError(response.status, `Invalid JSON from ${new URL(url).host}`)
  }
}

export async function fetchWithRetry(url: string, options: FetchJsonOptions = {}): Promise<Response> {
  const timeoutMs = options.timeoutMs ?? settings().PROVIDER_TIMEOUT_MS
  const retries = options.retries ?? settings().PROVIDER_RETRIES
  const backoffMs = options.backoffMs ?? settings().PROVIDER_BACKOFF_MS
  const host = new URL(url).host
  const hostIntervalMs = options.hostIntervalMs ?? settings().PROVIDER_HOST_INTERVAL_MS
  let lastError: ProviderError = new ProviderError(null, `No answer from ${host}`)
  for (let attempt = 0; attempt <= retries; attempt++) {
    let wait = backoffMs * 2 ** attempt
    try {
      await hostTurn(host, hostIntervalMs)
      const response = await fetch(url, {
        method: options.method ?? 'GET',
        headers: { 'User-Agent': userAgent(), Accept: 'application/json', ...options.headers },
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'follow',
      })
      if (response.ok || response.status === 304) return response
      await response.body?.cancel().catch(() => {})
      lastError = new ProviderError(response.status, `${host} answered ${response.status}`)
      if (response.status !== 429 && response.status < 500) throw lastError
      wait = retryAfterMs(response.headers.get('retry-after')) ?? wait
    } catch (error) {
      if (error instanceof ProviderError && error.status !== null && error.status !== 429 && error.status < 500) throw error
      if (!(error instanceof ProviderError)) {
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
        lastError = new ProviderError(null, timedOut ? sourceTimedOut(host, timeoutMs) : sourceUnreachable(host, networkFailure(error)))
      }
    }
    if (attempt < retries) await sleep(wait)
  }
  throw lastError
}

/** What a source sent to validate a later conditional request. */
export interface Validators {
  etag: string | null
  lastModified: string | null
}

export type ConditionalResult = { notModified: true; validators: Validators } | { notModified: false; body: unknown; validators: Validators }

/**
 * GET a JSON document conditionally: the validators of the last answer go out as If-None-Match /
 * If-Modified-Since, and a 304 answers `notModified` (the caller keeps what it has). Throws as fetchJson does.
 */
export async function fetchJsonIfChanged(url: string, previous: Partial<Validators> | null | undefined, options: FetchJsonOptions = {}): Promise<ConditionalResult> {
  const headers: Record<string, string> = { ...options.headers }
  if (previous?.etag) headers['If-None-Match'] = previous.etag
  if (previous?.lastModified) headers['If-Modified-Since'] = previous.lastModified
  const response = await fetchWithRetry(url, { ...options, headers })
  const validators = { etag: response.headers.get('etag'), lastModified: response.headers.get('last-modified') }
  if (response.status === 304) {
    await response.body?.cancel().catch(() => {})
    return { notModified: true, validators: { etag: validators.etag ?? previous?.etag ?? null, lastModified: validators.lastModified ?? previous?.lastModified ?? null } }
  }
  const text = await response.text()
  try {
    return { notModified: false, body: JSON.parse(text), validators }
  } catch {
    throw new ProviderError(response.status, `Invalid JSON from ${new URL(url).host}`)
  }
}
