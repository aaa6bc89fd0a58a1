import type { Payload } from 'payload'
import {
  COMPANY_CLAIM_LINK_HOURS,
  COMPANY_CLAIM_MESSAGES,
  COMPANY_CLAIM_PAGE,
  COMPANY_CLAIMS_PER_CLIENT_HOUR,
  COMPANY_CLAIMS_PER_POST_HOUR,
  type CompanyClaimView,
  type CompanyProfileFields,
  type ConfirmCompanyClaimResponse,
} from '@cms/contract/companyClaims'
import { enforceRateLimits } from '@cms/domain/accounts/rateLimit'
import { Failure } from '@cms/domain/failure'
import { companyClaimEmail } from '@cms/domain/jobPosts/emails'
import { fieldErrors } from '@cms/domain/jobPosts/fieldErrors'
import { queueMail } from '@cms/domain/mail/sendMailTask'
import { normaliseEmail } from '@cms/lib/email'
import { env } from '@cms/lib/env'
import { hashLinkToken, newLinkToken } from '@cms/lib/linkTokens'
import { poolOf } from '@cms/lib/sql'
import type { Company, CompanyClaim, JobPost } from '@cms/payload-types'
import { websiteDomain } from '@cms/domain/companies/companyIdentity'
import { claimDomain, claimRefusal, hostAtDomain } from './claimRules'
import { confirmClaimByToken } from './companyStore'

const HOUR_MS = 3_600_000

/** What a company version says about a change an employer made (the collection's `editedBy`), as Payload's request context. */
export const employerEdit = (email: string) => ({ editedBy: `${normaliseEmail(email)} (employer)` })
const idOf = (value: number | { id: number } | null | undefined) => (value == null ? null : typeof value === 'object' ? value.id : value)

/** The post's company (its own, made when staff approved it), or null before that. */
async function companyOf(payload: Payload, post: JobPost): Promise<Company | null> {
  const id = idOf(post.companyRecord)
  return id ? payload.findByID({ collection: 'companies', id, depth: 0, overrideAccess: true, disableErrors: true }) : null
}

async function claimOf(payload: Payload, companyId: number, email: string): Promise<CompanyClaim | null> {
  const { docs } = await payload.find({
    collection: 'company-claims',
    where: { and: [{ company: { equals: companyId } }, { email: { equals: normaliseEmail(email) } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

const profileOf = (company: Company): CompanyProfileFields => ({
  description: company.description ?? '',
  size: company.size ?? '',
  website: company.website ?? '',
  linkedin: company.links?.linkedin ?? '',
  x: company.links?.x ?? '',
})

/** GET /api/job-posts/{id}/company: the company, the claim's state and, while it cannot be claimed, why. */
export async function companyClaimView(payload: Payload, post: JobPost): Promise<CompanyClaimView> {
  const company = await companyOf(payload, post)
  const claim = company ? await claimOf(payload, company.id, post.contactEmail) : null
  const confirmedDomain = claim?.confirmedAt ? claim.domain : null
  const refusal = claimRefusal(post, company, confirmedDomain)
  const confirmed = Boolean(confirmedDomain) && !refusal
  return {
    company: company
      ? { name: company.name, slug: company.slug, logo: company.logo ?? null, domain: claimDomain(company, confirmedDomain), profile: profileOf(company) }
      : null,
    claim: confirmed ? 'confirmed' : claim && !claim.confirmedAt ? 'pending' : 'none',
    refusal: confirmed ? null : (refusal?.message ?? null),
  }
}

/**
 * POST /api/job-posts/{id}/company/claim: checks that the post's employer may claim its company (claimRefusal),
 * then mails its contact a single-use link that works for COMPANY_CLAIM_LINK_HOURS. Only the link's SHA-256 is
 * kept; asking again replaces the link. Counted per client and per post, like the other calls that send mail.
 */
export async function requestCompanyClaim(payload: Payload, post: JobPost, client: string): Promise<{ success: true; message: string }> {
  await enforceRateLimits(payload, [
    { name: 'company-claim:client', subject: client, limit: COMPANY_CLAIMS_PER_CLIENT_HOUR, windowSeconds: 3600 },
    { name: 'company-claim:post', subject: String(post.id), limit: COMPANY_CLAIMS_PER_POST_HOUR, windowSeconds: 3600 },
  ])
  const company = await companyOf(payload, post)
  const refusal = claimRefusal(post, company)
  if (refusal || !company) throw new Failure(refusal?.kind ?? 'conflict', refusal?.message ?? COMPANY_CLAIM_MESSAGES.notApproved, { success: false })
  const email = normaliseEmail(post.contactEmail)
  const existing = await claimOf(payload, company.id, email)
  if (existing?.confirmedAt) throw new Failure('conflict', COMPANY_CLAIM_MESSAGES.alreadyConfirmed(company.name), { success: false })

  const { token, hash } = newLinkToken()
  const link = {
    tokenHash: hash,
    tokenExpiresAt: new Date(Date.now() + COMPANY_CLAIM_LINK_HOURS * HOUR_MS).toISOString(),
    requestedAt: new Date().toISOString(),
    jobPost: post.id,
    domain: websiteDomain(company.website)!,
  }
  if (existing) await payload.update({ collection: 'company-claims', id: existing.id, data: link, overrideAccess: true, depth: 0 })
  else await payload.create({ collection: 'company-claims', data: { ...link, company: company.id, email }, overrideAccess: true, depth: 0 })
  const url = `${env.siteUrl}${COMPANY_CLAIM_PAGE}?token=${encodeURIComponent(token)}`
  await queueMail(payload, companyClaimEmail(email, company.name, url, COMPANY_CLAIM_LINK_HOURS))
  return { success: true, message: COMPANY_CLAIM_MESSAGES.sent(email) }
}

/**
 * POST /api/company-claims/confirm: the mailed link's token confirms its claim, once and before it expires. One
 * conditional UPDATE takes the token, so a link followed twice at the same moment confirms once.
 */
export async function confirmCompanyClaim(payload: Payload, token: string): Promise<ConfirmCompanyClaimResponse> {
  const companyId = await confirmClaimByToken(poolOf(payload), hashLinkToken(token))
  const company = companyId ? await payload.findByID({ collection: 'companies', id: companyId, depth: 0, overrideAccess: true, disableErrors: true }) : null
  if (!company) throw new Failure('invalid', COMPANY_CLAIM_MESSAGES.linkInvalid, { success: false })
  return { success: true, message: COMPANY_CLAIM_MESSAGES.confirmed(company.name), company: { name: company.name, slug: company.slug } }
}

/**
 * The company a post's employer may edit: the token's post, its company, a confirmed claim for the post's contact
 * e-mail, and that e-mail still at the claim's domain (`claimDomain`: the confirmed one while the website stays at
 * it; staff may have moved the website elsewhere since). 403 otherwise.
 */
export async function claimedCompany(payload: Payload, post: JobPost): Promise<{ company: Company; domain: string; email: string }> {
  const company = await companyOf(payload, post)
  const claim = company ? await claimOf(payload, company.id, post.contactEmail) : null
  if (!company || !claim?.confirmedAt) throw new Failure('forbidden', COMPANY_CLAIM_MESSAGES.notClaimed, { success: false })
  const refusal = claimRefusal(post, company, claim.domain)
  if (refusal) throw new Failure('forbidden', refusal.message, { success: false })
  return { company, domain: claimDomain(company, claim.domain)!, email: claim.email }
}

/**
 * PATCH /api/job-posts/{id}/company: the claimed company's description, size and links, written through the
 * Companies collection, so each save is a version staff see (with who made it, `editedBy`) and can restore.
 * The website stays at the confirmed domain: the claim rests on it.
 */
export async function editClaimedCompany(payload: Payload, post: JobPost, fields: CompanyProfileFields): Promise<CompanyClaimView> {
  const { company, domain, email } = await claimedCompany(payload, post)
  const newDomain = websiteDomain(fields.website)
  if (!newDomain || !hostAtDomain(newDomain, domain)) throw fieldErrors({ website: COMPANY_CLAIM_MESSAGES.websiteDomain(domain) })
  await payload.update({
    collection: 'companies',
    id: company.id,
    data: {
      description: fields.description || null,
      size: fields.size || null,
      website: fields.website,
      links: { linkedin: fields.linkedin || null, x: fields.x || null },
    },
    context: employerEdit(email),
    overrideAccess: true,
    depth: 0,
  })
  return companyClaimView(payload, post)
}
