import {
  COMPANY_CLAIM_PAGE,
  COMPANY_CLAIM_PAGE_PARAMS,
  companyClaimRequestedSchema,
  companyClaimViewSchema,
  confirmCompanyClaimRequestSchema,
  confirmCompanyClaimResponseSchema,
  editCompanyProfileRequestSchema,
} from '@cms/contract/companyClaims'
import { jobPostTokenQuerySchema, jobPostTokenRequestSchema } from '@cms/contract/jobPosts'
import { claimedCompany, companyClaimView, confirmCompanyClaim, editClaimedCompany, requestCompanyClaim } from '@cms/domain/companies/claims'
import { connectJobBoardSchema, jobBoardListSchema, jobBoardSchema } from '@cms/contract/jobBoards'
import { connectCompanyBoard, listCompanyBoards } from '@cms/domain/integrations/jobBoards'
import { fieldErrorsFromZod } from '@cms/domain/jobPosts/fieldErrors'
import { authorisedPost } from '@cms/domain/jobPosts/store'
import { seeOther } from '@cms/lib/http'
import type { Payload } from 'payload'
import { declare, jsonBody, ok } from '../declaration'
import { formPostFailureMessage } from '../failures'
import { PERSONAL } from '../policy'

const POST_ID = { id: "The post's id." }

/** The claim page's address with the outcome of its form post. */
const claimPage = (params: Record<string, string>) => `${COMPANY_CLAIM_PAGE}?${new URLSearchParams(params)}`

/**
 * POST /api/company-claims/confirm/form: the claim page's plain form post (before its script runs, or without
 * it). 303 to the page with the confirmed company, or back to it with the token and the error.
 */
async function answerConfirmForm(payload: Payload, token: string): Promise<Response> {
  try {
    const { company } = await confirmCompanyClaim(payload, token)
    return seeOther(claimPage({ [COMPANY_CLAIM_PAGE_PARAMS.confirmed]: company.slug, [COMPANY_CLAIM_PAGE_PARAMS.company]: company.name }))
  } catch (error) {
    return confirmFormRefusal(token, formPostFailureMessage(error, 'company claim form post failed'))
  }
}

/** Back to the claim page with the token and the error. */
const confirmFormRefusal = (token: string | undefined, message: string) =>
  seeOther(claimPage({ [COMPANY_CLAIM_PAGE_PARAMS.token]: (token ?? '').slice(0, 200), [COMPANY_CLAIM_PAGE_PARAMS.error]: message }))

export const companyClaimCalls = [
  declare({
    method: 'GET',
    path: '/api/job-posts/:id/company',
    tag: 'Companies',
    summary: "The post's company as its employer may edit it, where their claim stands, and why it cannot be claimed yet (if so).",
    access: { token: 'job-post' },
    policy: PERSONAL,
    params: POST_ID,
    query: jobPostTokenQuerySchema,
    invalidInput: fieldErrorsFromZod,
    answer: ok(companyClaimViewSchema),
    errors: [403, 404],
    handler: async ({ params, query, payload }) => {
      return companyClaimView(payload, await authorisedPost(payload, params.id, query.token))
    },
  }),
  declare({
    method: 'POST',
    path: '/api/job-posts/:id/company/claim',
    tag: 'Companies',
    summary:
      "Claim the post's company: a paid post whose contact e-mail is at the company's website domain gets a single-use confirmation link by e-mail (48 hours; 10 requests per client and 3 per post an hour).",
    access: { token: 'job-post' },
    policy: PERSONAL,
    params: POST_ID,
    body: jsonBody(jobPostTokenRequestSchema),
    invalidInput: fieldErrorsFromZod,
    answer: ok(companyClaimRequestedSchema),
    errors: [403, 404, 409, 429],
    handler: async ({ params, body, payload, client }) => {
      return requestCompanyClaim(payload, await authorisedPost(payload, params.id, body.token), client.address)
    },
  }),
  declare({
    method: 'POST',
    path: '/api/company-claims/confirm',
    tag: 'Companies',
    summary: "Confirm a company claim with the mailed link's token (once, within 48 hours).",
    access: { token: 'company-claim-link' },
    policy: PERSONAL,
    body: jsonBody(confirmCompanyClaimRequestSchema),
    answer: ok(confirmCompanyClaimResponseSchema),
    errors: [],
    handler: async ({ body, payload }) => confirmCompanyClaim(payload, body.token),
  }),
  declare({
    method: 'POST',
    path: '/api/company-claims/confirm/form',
    tag: 'Companies',
    summary: "The claim page's form post (works without JavaScript): 303 to the page with the confirmed company, or with the error.",
    access: { token: 'company-claim-link' },
    body: { format: 'form', schema: confirmCompanyClaimRequestSchema },
    formRefusal: ({ message, fields }) => confirmFormRefusal(fields.token, message),
    answer: { status: 303, schema: null, description: `Redirect to ${COMPANY_CLAIM_PAGE} with the outcome or the error.` },
    errors: [],
    handler: ({ payload, body }) => answerConfirmForm(payload, body.token),
  }),
  declare({
    method: 'PATCH',
    path: '/api/job-posts/:id/company',
    tag: 'Companies',
    summary:
      "Edit the claimed company's description, size and links with the post's token (403 without a confirmed claim); each save is a company version staff can restore.",
    access: { token: 'job-post' },
    policy: PERSONAL,
    params: POST_ID,
    body: jsonBody(editCompanyProfileRequestSchema),
    invalidInput: fieldErrorsFromZod,
    answer: ok(companyClaimViewSchema),
    errors: [403, 404],
    handler: async ({ params, payload, body: { token, ...fields } }) => {
      return editClaimedCompany(payload, await authorisedPost(payload, params.id, token), fields)
    },
  }),
  declare({
    method: 'GET',
    path: '/api/job-posts/:id/company/job-boards',
    tag: 'Companies',
    summary: "The job boards the claimed company's employer connected, each with its last run's health (403 without a confirmed claim).",
    access: { token: 'job-post' },
    policy: PERSONAL,
    params: POST_ID,
    query: jobPostTokenQuerySchema,
    invalidInput: fieldErrorsFromZod,
    answer: ok(jobBoardListSchema),
    errors: [403, 404],
    handler: async ({ params, query, payload }) => {
      const { company } = await claimedCompany(payload, await authorisedPost(payload, params.id, query.token))
      return listCompanyBoards(payload, company.id)
    },
  }),
  declare({
    method: 'POST',
    path: '/api/job-posts/:id/company/job-boards',
    tag: 'Companies',
    summary:
      "Connect the claimed company's Greenhouse, Lever, Ashby or Workable board from its careers URL (403 without a confirmed claim): every later opening on it is listed as the company's job, without a post.",
    access: { token: 'job-post' },
    policy: PERSONAL,
    params: POST_ID,
    body: jsonBody(connectJobBoardSchema),
    answer: { status: 201, schema: jobBoardSchema },
    errors: [400, 403, 404, 409],
    handler: async ({ params, body, payload }) => {
      const { company } = await claimedCompany(payload, await authorisedPost(payload, params.id, body.token))
      return connectCompanyBoard(payload, company, body.url)
    },
  }),
]
