import { COMPANY_CLAIM_MESSAGES } from '@cms/contract/companyClaims'
import type { FailureKind } from '@cms/domain/failure'
import type { JobPost } from '@cms/payload-types'
import { websiteDomain } from '@cms/domain/companies/companyIdentity'

/** The host part of an address, lower case ("Ana@Jobs.Acme.io" -> "jobs.acme.io"). */
const emailHost = (email: string) => email.slice(email.lastIndexOf('@') + 1).trim().toLowerCase().replace(/\.$/, '')

/** Whether a host is `domain` or one of its subdomains ("jobs.acme.io" is at acme.io, "notacme.io" is not). */
export const hostAtDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`)

/** Whether an address is at `domain` or one of its subdomains ("ana@jobs.acme.io" is at acme.io, "ana@notacme.io" is not). */
export const emailAtDomain = (email: string, domain: string) => hostAtDomain(emailHost(email), domain)

/** Whether a payment of the post went through and was not refunded. */
export const isPaid = (post: Pick<JobPost, 'payments'>) => (post.payments ?? []).some((payment) => payment.paidAt && !payment.refundedAt)

/** Why a post's employer may not claim the company: the failure's kind and its message. */
export interface ClaimRefusal {
  kind: FailureKind
  message: string
}

/**
 * The domain a claim rests on. Before confirmation, the company's website domain. Once confirmed, the domain
 * confirmed, as long as the website stays at it or a subdomain (the employer may move it to jobs.acme.io without
 * locking themselves out of acme.io); a website staff move to another domain ends it. Null without a website of
 * its own (shared hosts never count).
 */
export function claimDomain(company: { website?: string | null }, confirmedDomain?: string | null): string | null {
  const current = websiteDomain(company.website)
  if (!current) return null
  return confirmedDomain && hostAtDomain(current, confirmedDomain) ? confirmedDomain : current
}

/**
 * Whether the employer of `post` may claim `company` (the post's own, made when staff approve it): staff approved
 * the post, paid or sent to review free while the site took no payments (staff's approval vouches for it as a
 * payment would), no payment of it was refunded, and its contact e-mail is at the claim's domain (`claimDomain`: the
 * confirmed one once a claim is confirmed). Null when they may.
 */
export function claimRefusal(
  post: Pick<JobPost, 'payments' | 'contactEmail'>,
  company: { name: string; website?: string | null } | null,
  confirmedDomain?: string | null,
): ClaimRefusal | null {
  const payments = post.payments ?? []
  const refunded = payments.some((payment) => payment.paidAt) && !isPaid(post)
  if (refunded) return { kind: 'conflict', message: COMPANY_CLAIM_MESSAGES.notPaid }
  // Before approval: a checkout started and never finished asks for the payment; anything else waits for staff.
  if (!company) return { kind: 'conflict', message: payments.length > 0 && !isPaid(post) ? COMPANY_CLAIM_MESSAGES.notPaid : COMPANY_CLAIM_MESSAGES.notApproved }
  const domain = claimDomain(company, confirmedDomain)
  if (!domain) return { kind: 'conflict', message: COMPANY_CLAIM_MESSAGES.noWebsite(company.name) }
  if (!emailAtDomain(post.contactEmail, domain)) return { kind: 'forbidden', message: COMPANY_CLAIM_MESSAGES.wrongDomain(domain, company.name) }
  return null
}
