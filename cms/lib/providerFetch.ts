import { settings } from './settings'
/**
 * The one outbound HTTP helper of the provider clients: a per-attempt timeout, and retries with
 * exponential backoff (honouring Retry-After) on 429 and 5xx answers and on network errors.
 */
export const USER_AGENT = 'NomadJobsBot/1.0 (+https://github.com/nomad-jobs; job aggregator for digital nomads; contact: admin@example.com)'

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
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

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
  let lastError: ProviderError = new ProviderError(null, `No answer from ${host}`)
  for (let attempt = 0; attempt <= retries; attempt++) {
    let wait = backoffMs * 2 ** attempt
    try {
      const response = await fetch(url, {
        method: options.method ?? 'GET',
        headers: { 'User-Agent': USER_AGENT, Accept: 'application/json', ...options.headers },
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'follow',
      })
      if (response.ok) return response
      await response.body?.cancel().catch(() => {})
      lastError = new ProviderError(response.status, `${host} answered ${response.status}`)
      if (response.status !== 429 && response.status < 500) throw lastError
      wait = retryAfterMs(response.headers.get('retry-after')) ?? wait
    } catch (error) {
      if (error instanceof ProviderError && error.status !== null && error.status !== 429 && error.status < 500) throw error
      if (!(error instanceof ProviderError)) {
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
        lastError = new ProviderError(null, timedOut ? `${host} timed out after ${timeoutMs} ms` : `${host} unreachable: ${(error as Error).message}`)
      }
    }
    if (attempt < retries) await sleep(wait)
  }
  throw lastError
}
