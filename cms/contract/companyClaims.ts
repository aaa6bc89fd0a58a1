import { z } from 'zod'
import { COMPANY_DESCRIPTION_MAX, COMPANY_SIZE_VALUES } from './companyValues'
import { HTTP_URL_REQUIRED, isWebAddress, WEB_ADDRESS_MAX } from './links'
import { jobPostTokenRequestSchema } from './jobPosts'

/**
 * Employers' claims of their company: the employer of a paid post whose contact e-mail is at the company's website
 * domain confirms that address by a mailed link, then edits the company's profile from the post's manage page.
 */

/** How long a claim's confirmation link works. */
export const COMPANY_CLAIM_LINK_HOURS = 48
/** Claim requests (each mails a link) per client an hour, and per post an hour. */
export const COMPANY_CLAIMS_PER_CLIENT_HOUR = 10
export const COMPANY_CLAIMS_PER_POST_HOUR = 3

/** Where the confirmation link opens: the page has the button that confirms (mail scanners follow links). */
export const COMPANY_CLAIM_PAGE = '/post-a-job/claim'
/** The query parameters of that page after its form post (without JavaScript). */
export const COMPANY_CLAIM_PAGE_PARAMS = { token: 'token', confirmed: 'confirmed', company: 'company', error: 'error' } as const

export const COMPANY_CLAIM_MESSAGES = {
  notPaid: "Only a paid job post's employer can claim its company. Pay for the post first.",
  notApproved: 'Your company can be claimed once our staff have approved your post.',
  noWebsite: (company: string) => `${company} has no website of its own on its profile, so it cannot be claimed by e-mail.`,
  wrongDomain: (domain: string, company: string) => `Your contact e-mail must be at ${domain} to manage ${company}'s profile.`,
  alreadyConfirmed: (company: string) => `You already manage ${company}'s profile.`,
  sent: (email: string) => `We have e-mailed a confirmation link to ${email}. It works for ${COMPANY_CLAIM_LINK_HOURS} hours.`,
  confirmed: (company: string) => `You can now edit ${company}'s profile from your job post's manage page.`,
  linkInvalid: "This confirmation link is invalid, already used or expired. Ask for a new one from your job post's manage page.",
  linkMissing: 'This confirmation link is incomplete. Please open the link from the e-mail we sent you.',
  notClaimed: "Confirm your claim of this company before editing its profile.",
  websiteDomain: (domain: string) => `The website must stay at ${domain}, the domain you confirmed.`,
  description: `The description can be at most ${COMPANY_DESCRIPTION_MAX.toLocaleString('en-US')} characters.`,
  size: 'Choose a company size from the list.',
  saved: 'Your company profile is saved.',
} as const

/** An optional link of the profile: empty, or an http(s) address (the Companies collection's rule and message). */
const profileLink = z
  .string({ error: HTTP_URL_REQUIRED })
  .meta({ examples: ['https://example.com/'] })
  .trim()
  .max(WEB_ADDRESS_MAX, HTTP_URL_REQUIRED)
  .refine((value) => value === '' || isWebAddress(value), HTTP_URL_REQUIRED)

/** What an employer edits on their claimed company (the logo goes through the post's logo upload). */
export const companyProfileFieldsSchema = z.object({
  description: z.string({ error: COMPANY_CLAIM_MESSAGES.description }).trim().max(COMPANY_DESCRIPTION_MAX, COMPANY_CLAIM_MESSAGES.description),
  size: z.union([z.literal(''), z.enum(COMPANY_SIZE_VALUES)], { error: COMPANY_CLAIM_MESSAGES.size }),
  website: profileLink,
  linkedin: profileLink,
  x: profileLink,
})
export type CompanyProfileFields = z.infer<typeof companyProfileFieldsSchema>

/** PATCH /api/job-posts/{id}/company: the profile, with the post's manage token. */
export const editCompanyProfileRequestSchema = jobPostTokenRequestSchema.extend(companyProfileFieldsSchema.shape)
export type EditCompanyProfileRequest = z.input<typeof editCompanyProfileRequestSchema>

export const COMPANY_CLAIM_STATES = ['none', 'pending', 'confirmed'] as const

/**
 * GET /api/job-posts/{id}/company: the post's company as its employer may edit it, where their claim stands, and
 * (while they cannot claim it) why not.
 */
export const companyClaimViewSchema = z.object({
  company: z
    .object({
      name: z.string(),
      slug: z.string(),
      logo: z.string().nullable(),
      domain: z.string().nullable(),
      profile: companyProfileFieldsSchema,
    })
    .nullable(),
  claim: z.enum(COMPANY_CLAIM_STATES),
  /** Why this post's employer cannot claim the company; null once they may (or have). */
  refusal: z.string().nullable(),
})
export type CompanyClaimView = z.infer<typeof companyClaimViewSchema>

/** POST /api/job-posts/{id}/company/claim: the link is on its way. */
export const companyClaimRequestedSchema = z.object({ success: z.literal(true), message: z.string() })

/** POST /api/company-claims/confirm with the mailed link's token. */
export const confirmCompanyClaimRequestSchema = z.object({
  token: z.string({ error: COMPANY_CLAIM_MESSAGES.linkMissing }).trim().min(1, COMPANY_CLAIM_MESSAGES.linkMissing).max(200, COMPANY_CLAIM_MESSAGES.linkInvalid),
})
export const confirmCompanyClaimResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  company: z.object({ name: z.string(), slug: z.string() }),
})
export type ConfirmCompanyClaimResponse = z.infer<typeof confirmCompanyClaimResponseSchema>
