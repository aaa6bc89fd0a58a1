/** Node's socket errors when the store is not there, and the SDK's own timeout. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'TimeoutError'])

/**
 * True when the S3 store is away (refusing connections, timing out, or answering 5xx after the SDK's retries),
 * as opposed to a request it refused (a missing bucket, wrong keys: a fault of the setup, left a 500). The AWS
 * SDK marks every error it gives up on with `$metadata`.
 */
export function storageUnavailable(error: unknown): boolean {
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const failure = current as { $metadata?: { httpStatusCode?: number }; $fault?: string; code?: unknown; name?: unknown }
    if (!failure.$metadata) continue
    const status = failure.$metadata.httpStatusCode
    return failure.$fault === 'server' || (status !== undefined && status >= 500) || UNREACHABLE.has(String(failure.code)) || UNREACHABLE.has(String(failure.name))
  }
  return false
}
