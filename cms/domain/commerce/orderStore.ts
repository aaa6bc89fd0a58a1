import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { OrderStatus } from '@cms/contract/commerce'
import { ORDER_STATUS } from '@cms/lib/db/names'
import { query } from '@cms/lib/sql'

/**
 * The guide's orders and Stripe's processed events as our own SQL writes them (docs/data.md): each change is one
 * conditional statement, so concurrent webhooks, confirm-success calls and downloads decide in the database.
 */

export interface OrderRow extends Record<string, unknown> {
  id: number
  stripe_session_id: string
  email: string
  status: OrderStatus
}

/** A session's order as Checkout reports it (the amounts may change until it is paid). */
export interface OrderFacts {
  sessionId: string
  email: string
  amountTotal: number | null
  currency: string | null
}

/** Inserts the pending order of a session once; later calls leave it as it is. */
export async function insertPendingOrder(payload: Payload, facts: OrderFacts): Promise<void> {
  await query(
    payload,
    sql`INSERT INTO orders (stripe_session_id, email, status, amount_total, currency, download_count)
        VALUES (${facts.sessionId}, ${facts.email}, ${sql.raw(ORDER_STATUS.pending)}, ${facts.amountTotal}, ${facts.currency}, 0)
        ON CONFLICT (stripe_session_id) DO NOTHING`,
  )
}

/** Moves a session's pending order to paid, with its download allowance: the row for the one caller that did it. */
export async function markOrderPaid(
  payload: Payload,
  facts: OrderFacts & { paymentIntentId: string | null },
  allowance: { downloadLimit: number; downloadWindowDays: number },
): Promise<OrderRow | undefined> {
  const [paid] = await query<OrderRow>(
    payload,
    sql`UPDATE orders SET status = ${sql.raw(ORDER_STATUS.paid)}, paid_at = now(), updated_at = now(),
          email = ${facts.email}, amount_total = ${facts.amountTotal}, currency = ${facts.currency},
          stripe_payment_intent_id = coalesce(${facts.paymentIntentId}, stripe_payment_intent_id),
          download_limit = ${allowance.downloadLimit},
          downloads_expire_at = now() + ${allowance.downloadWindowDays}::numeric * interval '1 day'
        WHERE stripe_session_id = ${facts.sessionId} AND status = ${sql.raw(ORDER_STATUS.pending)}
        RETURNING id, stripe_session_id, email, status`,
  )
  return paid
}

/** Claims the download e-mail of a paid order: the row for the one caller that may send it. */
export async function claimDownloadEmail(payload: Payload, sessionId: string): Promise<OrderRow | undefined> {
  const [claim] = await query<OrderRow>(
    payload,
    sql`UPDATE orders SET download_email_sent_at = now(), updated_at = now()
        WHERE stripe_session_id = ${sessionId} AND status = ${sql.raw(ORDER_STATUS.paid)} AND download_email_sent_at IS NULL
        RETURNING id, stripe_session_id, email, status`,
  )
  return claim
}

/** Gives a failed download e-mail's claim back, so a retry sends it. */
export async function releaseDownloadEmail(payload: Payload, orderId: number): Promise<void> {
  await query(payload, sql`UPDATE orders SET download_email_sent_at = NULL WHERE id = ${orderId}`)
}

/** charge.refunded for a full refund: the order becomes refunded (its download stops working); true if an order changed. */
export async function recordRefund(payload: Payload, paymentIntentId: string): Promise<boolean> {
  const rows = await query(
    payload,
    sql`UPDATE orders SET status = ${sql.raw(ORDER_STATUS.refunded)}, refunded_at = now(), updated_at = now()
        WHERE stripe_payment_intent_id = ${paymentIntentId} AND status <> ${sql.raw(ORDER_STATUS.refunded)}
        RETURNING id`,
  )
  return rows.length > 0
}

/**
 * Counts one download of a paid order within its allowance (`defaultLimit` for orders from before limits were
 * stored): the new count, or null when none is left or the window ended. One statement, so concurrent downloads
 * never exceed the limit.
 */
export async function countOrderDownload(payload: Payload, orderId: number, defaultLimit: number): Promise<number | null> {
  const [counted] = await query<{ download_count: string }>(
    payload,
    sql`UPDATE orders SET download_count = download_count + 1, updated_at = now()
        WHERE id = ${orderId} AND status = ${sql.raw(ORDER_STATUS.paid)}
          AND download_count < coalesce(download_limit, ${defaultLimit})
          AND (downloads_expire_at IS NULL OR downloads_expire_at > now())
        RETURNING download_count`,
  )
  return counted ? Number(counted.download_count) : null
}

/** Records a Stripe event as processed (after its work succeeded), so a replay is acknowledged and ignored. */
export async function recordStripeEvent(payload: Payload, eventId: string, type: string): Promise<void> {
  await query(payload, sql`INSERT INTO stripe_events (event_id, type) VALUES (${eventId}, ${type}) ON CONFLICT (event_id) DO NOTHING`)
}
