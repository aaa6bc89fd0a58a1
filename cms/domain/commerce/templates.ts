import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { SendInvitesResponse } from '@cms/contract/commerce'
import { Failure } from '@cms/domain/failure'
import { query } from '@cms/lib/sql'
import { commerceSettings } from './settings'

/** POST /api/notion-templates/send-invites: the template link (NOTION_TEMPLATE_URL), for a paid order only. */
export async function sendTemplateInvites(payload: Payload, email: string, sessionId: string): Promise<SendInvitesResponse> {
  const [order] = await query<{ status: string }>(
    payload,
    sql`SELECT status FROM orders WHERE stripe_session_id = ${sessionId} AND lower(email) = lower(${email.trim()})`,
  )
  if (!order || order.status !== 'paid') {
    throw new Failure('forbidden', 'No paid purchase was found for this e-mail and session.', { success: false, redirectUrl: null })
  }
  const url = commerceSettings.notionTemplateUrl
  if (!url) {
    throw new Failure('unavailable', 'The Notion templates are not configured on this server: set NOTION_TEMPLATE_URL.', { success: false, redirectUrl: null })
  }
  return { success: true, message: 'Your Notion templates are ready. Duplicate them into your workspace from the link.', redirectUrl: url }
}
