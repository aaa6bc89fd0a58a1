import { env } from '@cms/lib/env'
import { createManageToken } from './tokens'

/** The links every alert e-mail carries. */
export function alertLinks(secret: string, alertId: number, search: string) {
  const token = encodeURIComponent(createManageToken(secret, alertId))
  return {
    /** RFC 8058 target: mail clients POST 'List-Unsubscribe=One-Click' to it. */
    oneClick: `${env.siteUrl}/api/alerts/unsubscribe?token=${token}`,
    /** The page in the body where a person unsubscribes with one button (a POST, never a bare GET). */
    unsubscribePage: `${env.siteUrl}/alerts/manage?token=${token}&unsubscribe=1`,
    manage: `${env.siteUrl}/alerts/manage?token=${token}`,
    search: `${env.siteUrl}/search${search ? `?${search}` : ''}`,
  }
}

export const confirmLink = (token: string) => `${env.siteUrl}/alerts/confirm?token=${encodeURIComponent(token)}`
export const jobLink = (slug: string) => `${env.siteUrl}/jobs/${encodeURIComponent(slug)}`
