import { z } from 'zod'
import {
  createJobPostRequestSchema,
  createJobPostResponseSchema,
  JOB_POST_MESSAGES,
  jobPostTokenQuerySchema,
  jobPostCheckoutRequestSchema,
  jobPostCheckoutResponseSchema,
  jobPostHeldLogoQuerySchema,
  jobPostLogoResponseSchema,
  jobPostManageSchema,
  jobPostTierListSchema,
  jobPostTokenRequestSchema,
  LOGO_MAX_BYTES,
  updateJobPostRequestSchema,
} from '@cms/contract/jobPosts'
import { startJobPostCheckout } from '@cms/domain/jobPosts/checkout'
import { closeJobPost } from '@cms/domain/jobPosts/closePost'
import { countCreateAttempt, createJobPost } from '@cms/domain/jobPosts/createPost'
import { editJobPost } from '@cms/domain/jobPosts/editPost'
import { sendForFreeReview } from '@cms/domain/jobPosts/freeReview'
import { fieldErrors, fieldErrorsFromZod } from '@cms/domain/jobPosts/fieldErrors'
import { countLogoUpload, saveLogo } from '@cms/domain/jobPosts/logo'
import { openHeldLogo } from '@cms/domain/jobPosts/heldLogo'
import { authorisedPost, manageView, postByToken, postIdOf } from '@cms/domain/jobPosts/store'
import { listTiers } from '@cms/domain/jobPosts/tiers'
import { MULTIPART_OVERHEAD } from '@cms/lib/multipart'
import { answerWith, declare, jsonBody, ok } from '../declaration'
import { OPEN_READ, PERSONAL } from '../policy'
import { httpErrorOf } from '../failures'
import { Failure } from '@cms/domain/failure'

/** A job post's fields with room for a long rich-text description (the contract caps its characters). */
const JOB_POST_BODY_BYTES = 256 * 1024
/** The job-post form's bodies: any 400 names its fields (contract `jobPostFieldErrorsSchema`). */
const postBody = <S extends z.ZodType>(schema: S) => jsonBody(schema, { maxBytes: JOB_POST_BODY_BYTES })
const POST_ID = { id: "The post's id." }

export const jobPostCalls = [
  declare({
    method: 'GET',
    path: '/api/job-posts/tiers',
    tag: 'Commerce',
    summary: 'The job post tiers: label, days and price (US cents), as admins set them, and how a draft reaches review here (`submission`).',
    access: 'public',
    policy: OPEN_READ,
    answer: ok(jobPostTierListSchema),
    errors: [],
    handler: async ({ payload }) => listTiers(payload),
  }),
  declare({
    method: 'POST',
    path: '/api/job-posts',
    tag: 'Commerce',
    summary: "An employer's job post, stored as a draft (never public); the manage link is mailed to the contact. A 400 names each bad field (`fields`).",
    access: 'public',
    policy: PERSONAL,
    body: postBody(createJobPostRequestSchema),
    invalidInput: fieldErrorsFromZod,
    // Every attempt counts, valid or not, so the form cannot be used to probe or flood.
    beforeInput: ({ payload, client }) => countCreateAttempt(payload, client.address),
    answer: { status: 201, schema: createJobPostResponseSchema },
    errors: [429],
    handler: async ({ body, payload }) => answerWith(await createJobPost(payload, body), { status: 201 }),
  }),
  declare({
    method: 'GET',
    path: '/api/job-posts/manage',
    tag: 'Commerce',
    summary: 'The post a manage token belongs to: state, fields, job, views and apply clicks per day.',
    access: { token: 'job-post' },
    policy: PERSONAL,
    query: jobPostTokenQuerySchema,
    invalidInput: fieldErrorsFromZod,
    answer: ok(jobPostManageSchema),
    errors: [403],
    handler: async ({ query, payload }) => {
      return manageView(payload, await postByToken(payload, query.token))
    },
  }),
  declare({
    method: 'PATCH',
    path: '/api/job-posts/:id',
    tag: 'Commerce',
    summary: "Edit a post with its token: in place until it is live; a live post's edit waits for staff while the job stays as it was.",
    access: { token: 'job-post' },
    policy: PERSONAL,
    params: POST_ID,
    body: postBody(updateJobPostRequestSchema),
    invalidInput: fieldErrorsFromZod,
    answer: ok(jobPostManageSchema),
    errors: [403, 404, 409],
    handler: async ({ params, payload, body: { token, ...fields } }) => {
      return editJobPost(payload, await authorisedPost(payload, params.id, token), fields)
    },
  }),
  declare({
    method: 'POST',
    path: '/api/job-posts/:id/checkout',
    tag: 'Commerce',
    summary: 'Stripe Checkout for a post: its first payment, or on a live or ended post more days of its tier or a higher tier from now.',
    access: { token: 'job-post' },
    policy: PERSONAL,
    params: POST_ID,
    body: postBody(jobPostCheckoutRequestSchema),
    invalidInput: fieldErrorsFromZod,
    answer: ok(jobPostCheckoutResponseSchema),
    errors: [403, 404, 409, 502, 503],
    handler: async ({ params, body, payload }) => {
      return startJobPostCheckout(payload, await authorisedPost(payload, params.id, body.token), body.tier)
    },
  }),
  declare({
    method: 'POST',
    path: '/api/job-posts/:id/review',
    tag: 'Commerce',
    summary: 'Send a draft to staff\'s review free, as a Standard post: only while payments are off and an admin allows it (409 while payments are on: use checkout; 503 while free review is off).',
    access: { token: 'job-post' },
    policy: PERSONAL,
    params: POST_ID,
    body: postBody(jobPostTokenRequestSchema),
    invalidInput: fieldErrorsFromZod,
    answer: ok(jobPostManageSchema),
    errors: [403, 404, 409, 503],
    handler: async ({ params, body, payload }) => {
      return sendForFreeReview(payload, await authorisedPost(payload, params.id, body.token))
    },
  }),
  declare({
    method: 'POST',
    path: '/api/job-posts/:id/close',
    tag: 'Commerce',
    summary: 'Close a post early: it ends and its job expires.',
    access: { token: 'job-post' },
    policy: PERSONAL,
    params: POST_ID,
    body: postBody(jobPostTokenRequestSchema),
    invalidInput: fieldErrorsFromZod,
    answer: ok(jobPostManageSchema),
    errors: [403, 404, 409],
    handler: async ({ params, body, payload }) => {
      return closeJobPost(payload, await authorisedPost(payload, params.id, body.token))
    },
  }),
  declare({
    method: 'GET',
    path: '/api/job-posts/:id/logo',
    tag: 'Commerce',
    summary: "The logo of a post staff have not approved yet, for its employer's manage page: the signed address the manage view answers (403 once expired or for another logo). Approved posts' logos are public media.",
    access: { token: 'job-post' },
    policy: PERSONAL,
    params: POST_ID,
    query: jobPostHeldLogoQuerySchema,
    answer: ok(null, { contentType: 'image/*', description: 'The PNG, JPEG or WebP image, private to its reader.' }),
    errors: [400, 403, 404],
    handler: async ({ params, query, payload }) => {
      const id = postIdOf(params.id)
      if (id === null) throw new Failure('not-found', JOB_POST_MESSAGES.notFound, { success: false })
      const file = await openHeldLogo(payload, id, query)
      return new Response(file.stream, {
        headers: {
          'Content-Type': file.mimeType,
          'Content-Length': String(file.size),
          'Cache-Control': `private, max-age=${file.maxAgeSeconds}`,
          'X-Content-Type-Options': 'nosniff',
          'X-Robots-Tag': 'noindex',
        },
      })
    },
  }),
  declare({
    method: 'POST',
    path: '/api/job-posts/:id/logo',
    tag: 'Commerce',
    summary: 'Upload the company logo (multipart `token` and `file`: PNG, JPEG or WebP, checked by its bytes, at most 512 KB and 2000 × 2000 px; 10 uploads per client an hour).',
    access: { token: 'job-post' },
    policy: { ...PERSONAL, maxBodyBytes: LOGO_MAX_BYTES + MULTIPART_OVERHEAD },
    params: POST_ID,
    body: { format: 'multipart', schema: z.object({ token: z.string(), file: z.string().describe('The image file.') }) },
    answer: ok(jobPostLogoResponseSchema),
    errors: [400, 403, 404, 429],
    // Counted before the body is read, so a flood of uploads costs no reading or decoding.
    beforeInput: ({ payload, client }) => countLogoUpload(payload, client.address),
    handler: async ({ params, payload, body }) => {
      const upload = await body.upload({
        field: 'file',
        what: 'logo',
        maxBytes: LOGO_MAX_BYTES,
        tooLargeMessage: JOB_POST_MESSAGES.logoTooLarge,
        missingMessage: JOB_POST_MESSAGES.logoMissing,
      }).catch((error: unknown) => {
        const refused = httpErrorOf(error)
        throw refused?.status === 400 ? fieldErrors({ file: refused.message }) : error
      })
      const token = upload.form.get('token')
      if (typeof token !== 'string' || !token.trim()) throw fieldErrors({ token: JOB_POST_MESSAGES.token })
      return saveLogo(payload, await authorisedPost(payload, params.id, token.trim()), upload)
    },
  }),
]
