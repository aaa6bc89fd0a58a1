import type { OrderStatus } from '@cms/contract/commerce'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { env } from '@cms/lib/env'
import { hashLinkToken, LINK_TOKEN_PATTERN, newLinkToken } from '@cms/lib/linkTokens'
import { Failure } from '@cms/domain/failure'
import { isSameEmail } from '@cms/lib/email'
import { query } from '@cms/lib/sql'
import { countOrderDownload } from './orderStore'
import { commerceSettings, DOWNLOAD_PATH } from './settings'

/**
 * A new download link for a paid order: a link token (cms/lib/linkTokens) in the URL, only its hash stored.
 * The link works for GUIDE_DOWNLOAD_LINK_TTL_HOURS; downloads are also capped per order.
 */
export async function issueDownloadLink(payload: Payload, order: { id: number; email: string; stripeSessionId: string }): Promise<string> {
  const { token, hash } = newLinkToken()
  const expiresAt = new Date(Date.now() + commerceSettings.downloadLinkTtlHours * 3600_000).toISOString()
  await payload.create({ collection: 'download-tokens', data: { tokenHash: hash, order: order.id, expiresAt }, overrideAccess: true })
  const params = new URLSearchParams({ email: order.email, session: order.stripeSessionId })
  return `${env.siteUrl}${DOWNLOAD_PATH}/${token}.pdf?${params}`
}

export interface TokenRow extends Record<string, unknown> {
  order_id: number
  token_expires_at: Date | string
  email: string
  stripe_session_id: string
  status: OrderStatus
}

const FORBIDDEN = 'This download link is not valid. Use the link from your purchase e-mail or the thank-you page.'

export interface DownloadRequest {
  token: string
  email: string | null
  session: string | null
}

/**
 * Checks a download request: allowed only for an unexpired token of a paid, unrefunded order whose
 * e-mail and Checkout Session match the query; everything else is a 403. Gives the order's id.
 */
export async function checkDownload(payload: Payload, input: DownloadRequest): Promise<number> {
  checkRequestShape(input)
  const [row] = await query<TokenRow>(
    payload,
    sql`SELECT t.order_id, t.expires_at AS token_expires_at, o.email, o.stripe_session_id, o.status
        FROM download_tokens t JOIN orders o ON o.id = t.order_id
        WHERE t.token_hash = ${hashLinkToken(input.token)}`,
  )
  return checkTokenRow(row, input, Date.now())
}

/** The checks before any lookup: a well-formed token, and the e-mail and session present. */
export function checkRequestShape(input: DownloadRequest): void {
  if (!LINK_TOKEN_PATTERN.test(input.token)) throw new Failure('forbidden', FORBIDDEN)
  if (!input.email || !input.session) throw new Failure('forbidden', 'Missing session information. Please try again.')
}

/** The checks of the token's row (none for an unknown token) against the request at `now`: the order's id, or a 403. */
export function checkTokenRow(row: TokenRow | undefined, input: DownloadRequest, now: number): number {
  if (!row) throw new Failure('forbidden', FORBIDDEN)
  if (!input.email || !isSameEmail(row.email, input.email) || row.stripe_session_id !== input.session) {
    throw new Failure('forbidden', FORBIDDEN)
  }
  if (row.status === 'refunded') throw new Failure('forbidden', 'This purchase was refunded, so its download is no longer available.')
  if (row.status !== 'paid') throw new Failure('forbidden', 'This purchase has not been paid yet.')
  if (new Date(row.token_expires_at).getTime() <= now) {
    throw new Failure('forbidden', 'This download link has expired. Open the thank-you page again or contact support for a new link.')
  }
  return row.order_id
}

/** Counts one download of a checked order; 403 once the order has no downloads left or its window has ended. */
export async function countDownload(payload: Payload, orderId: number): Promise<number> {
  const counted = await countOrderDownload(payload, orderId, commerceSettings.downloadLimit)
  if (counted === null) throw new Failure('forbidden', 'This purchase has reached its download limit or its download period has ended. Please contact support.')
  return counted
}
