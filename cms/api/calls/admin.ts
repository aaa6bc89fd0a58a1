import { GUIDE_MAX_BYTES, jobPostReviewSettingSavedSchema, jobPostReviewSettingSchema, jobPostReviewSettingUpdateSchema, apiConfigResponseSchema, apiConfigSavedSchema, apiConfigUpdateSchema, apiStatusResponseSchema, guideInfoSchema, ingestRequestSchema, ingestResponseSchema, type IngestResponse, linkCheckOverviewSchema, linkCheckQueuedSchema, uploadGuideResponseSchema } from '@cms/contract/admin'
import { z } from 'zod'
import type { IngestionRun } from '@cms/payload-types'
import { getGuideInfo, openGuide, saveGuide } from '@cms/domain/admin/guide'
import { addJobBoardSchema, jobBoardListSchema, jobBoardRemovedSchema, jobBoardSchema, updateJobBoardSchema } from '@cms/contract/jobBoards'
import { getApiConfig, getApiStatus, saveApiConfig } from '@cms/domain/integrations/config'
import { addJobBoard, listJobBoards, removeJobBoard, setJobBoardEnabled } from '@cms/domain/integrations/jobBoards'
import { readReviewSetting, saveReviewSetting } from '@cms/domain/jobPosts/submission'
import { listRecentRuns, runIngestionNow } from '@cms/domain/integrations/trigger'
import { linkCheckOverview, queueLinkCheckPass } from '@cms/domain/linkCheck/overview'
import { HttpError } from '@cms/lib/http'
import { answerWith, declare, jsonBody, ok } from '../declaration'
import { MAX_UPLOAD_BYTES } from '../policy'

/** Runs as stored: `skippedReasons` is a JSON column the pipeline writes only as `{ externalId, reason }[]`. */
const runsOf = (runs: IngestionRun[]) => runs as IngestResponse['runs']

const BOARD_ID = { id: "The job board's id." }

export const adminCalls = [
  declare({
    method: 'GET',
    path: '/api/admin/api-config',
    tag: 'Admin',
    summary: 'The job-data integrations.',
    access: 'admin',
    answer: ok(apiConfigResponseSchema),
    errors: [],
    handler: async ({ payload }) => getApiConfig(payload),
  }),
  declare({
    method: 'POST',
    path: '/api/admin/api-config',
    tag: 'Admin',
    summary: 'Turn integrations on or off.',
    access: 'admin',
    body: jsonBody(apiConfigUpdateSchema),
    answer: ok(apiConfigSavedSchema),
    errors: [400],
    handler: async ({ body, payload }) => {
      if (new Set(body.providers.map((p) => p.id)).size !== body.providers.length) throw new HttpError(400, 'Each provider may be listed once.')
      await saveApiConfig(payload, body)
      return { success: true as const, message: 'API configurations have been updated successfully.', ...(await getApiConfig(payload)) }
    },
  }),
  declare({
    method: 'GET',
    path: '/api/admin/api-status',
    tag: 'Admin',
    summary: "Whether each provider's API answers.",
    access: 'admin',
    answer: ok(apiStatusResponseSchema),
    errors: [],
    handler: async ({ payload }) => getApiStatus(payload),
  }),
  declare({
    method: 'GET',
    path: '/api/admin/ingest',
    tag: 'Admin',
    summary: 'The latest ingestion runs.',
    access: 'admin',
    answer: ok(ingestResponseSchema),
    errors: [],
    handler: async ({ payload }) => ({ runs: runsOf(await listRecentRuns(payload)) }),
  }),
  declare({
    method: 'POST',
    path: '/api/admin/ingest',
    tag: 'Admin',
    summary: 'Run ingestion now (one provider or all enabled).',
    access: 'admin',
    body: jsonBody(ingestRequestSchema, { optional: true }),
    answer: ok(ingestResponseSchema),
    errors: [],
    handler: async ({ body, payload }) => ({ runs: runsOf(await runIngestionNow(payload, body.provider)) }),
  }),
  declare({
    method: 'GET',
    path: '/api/admin/job-boards',
    tag: 'Admin',
    summary: "Employers' job boards (Greenhouse, Lever, Ashby, Workable) that ingestion reads, each with its last run's health.",
    access: 'admin',
    answer: ok(jobBoardListSchema),
    errors: [],
    handler: async ({ payload }) => listJobBoards(payload),
  }),
  declare({
    method: 'POST',
    path: '/api/admin/job-boards',
    tag: 'Admin',
    summary: 'Add a job board from its careers URL; the next ingestion run reads it.',
    access: 'admin',
    body: jsonBody(addJobBoardSchema),
    answer: { status: 201, schema: jobBoardSchema },
    errors: [400, 409],
    handler: async ({ body, payload }) => addJobBoard(payload, body.url),
  }),
  declare({
    method: 'PATCH',
    path: '/api/admin/job-boards/:id',
    tag: 'Admin',
    summary: 'Switch a job board on or off; switching it off expires its listed jobs.',
    access: 'admin',
    params: BOARD_ID,
    body: jsonBody(updateJobBoardSchema),
    answer: ok(jobBoardSchema),
    errors: [404],
    handler: async ({ params, body, payload }) => setJobBoardEnabled(payload, params.id, body.enabled),
  }),
  declare({
    method: 'DELETE',
    path: '/api/admin/job-boards/:id',
    tag: 'Admin',
    summary: 'Remove a job board; its listed jobs are expired.',
    access: 'admin',
    params: BOARD_ID,
    answer: ok(jobBoardRemovedSchema),
    errors: [404],
    handler: async ({ params, payload }) => removeJobBoard(payload, params.id),
  }),
  declare({
    method: 'GET',
    path: '/api/admin/link-check',
    tag: 'Admin',
    summary: "The apply-link checker's figures: checked, working, dead, unknown, expired by the checker, and the last pass.",
    access: 'admin',
    answer: ok(linkCheckOverviewSchema),
    errors: [],
    handler: async ({ payload }) => linkCheckOverview(payload),
  }),
  declare({
    method: 'POST',
    path: '/api/admin/link-check',
    tag: 'Admin',
    summary: 'Start a link-check pass now (it runs for minutes).',
    access: 'admin',
    answer: { status: 202, schema: linkCheckQueuedSchema },
    errors: [],
    handler: async ({ payload }) => answerWith(await queueLinkCheckPass(payload), { status: 202 }),
  }),
  declare({
    method: 'GET',
    path: '/api/admin/job-post-review',
    tag: 'Admin',
    summary: "Whether employers' posts may go to review free while payments are off, and whether payments are set up.",
    access: 'admin',
    answer: ok(jobPostReviewSettingSchema),
    errors: [],
    handler: async ({ payload }) => readReviewSetting(payload),
  }),
  declare({
    method: 'POST',
    path: '/api/admin/job-post-review',
    tag: 'Admin',
    summary: "Let employers' posts go to review free while payments are off (checkout still answers 503), or stop it.",
    access: 'admin',
    body: jsonBody(jobPostReviewSettingUpdateSchema),
    answer: ok(jobPostReviewSettingSavedSchema),
    errors: [400],
    handler: async ({ body, payload }) => {
      const setting = await saveReviewSetting(payload, body.freeReviewWhilePaymentsOff)
      const message = setting.freeReviewWhilePaymentsOff ? 'Job posts may now go to review free while payments are off.' : 'Job posts now need a payment to go to review.'
      return { success: true as const, message, ...setting }
    },
  }),
  declare({
    method: 'GET',
    path: '/api/admin/guide-info',
    tag: 'Admin',
    summary: 'The stored guide PDF.',
    access: 'admin',
    answer: ok(guideInfoSchema),
    errors: [],
    handler: async ({ payload }) => getGuideInfo(payload),
  }),
  declare({
    method: 'GET',
    path: '/api/admin/guide-file',
    tag: 'Admin',
    summary: 'The stored guide PDF itself (preview).',
    access: 'admin',
    answer: ok(null, { contentType: 'application/pdf' }),
    errors: [404],
    handler: async ({ payload }) => {
      const guide = await openGuide(payload)
      if (!guide) throw new HttpError(404, 'The digital nomad guide PDF has not been uploaded yet.')
      return new Response(guide.stream, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Length': String(guide.size),
          'Content-Disposition': `inline; filename="${guide.name}"`,
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      })
    },
  }),
  declare({
    method: 'POST',
    path: '/api/admin/upload-guide',
    tag: 'Admin',
    summary: 'Upload the guide PDF (field guideFile, at most 25 MB).',
    access: 'admin',
    policy: { maxBodyBytes: MAX_UPLOAD_BYTES },
    body: { format: 'multipart', schema: z.object({ guideFile: z.string().describe('The PDF file.') }) },
    answer: ok(uploadGuideResponseSchema),
    errors: [400, 409],
    handler: async ({ payload, body }) => {
      const { bytes: data } = await body.upload({
        field: 'guideFile',
        what: 'guide',
        maxBytes: GUIDE_MAX_BYTES,
        tooLargeMessage: 'The PDF file must be less than 25MB.',
        missingMessage: 'Please select a PDF file first.',
      })
      const guide = await saveGuide(payload, data)
      return { success: true as const, message: 'The digital nomad guide has been uploaded successfully.', guide }
    },
  }),
]
