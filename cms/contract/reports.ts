import { z } from 'zod'
import { emailAddress } from './email'
import { REPORT_DETAILS_MAX, REPORT_MESSAGES, REPORT_REASON_VALUES, type ReportReason } from './reportValues'

export * from './reportValues'

/** POST /api/jobs/{slug}/reports */
export const reportJobRequestSchema = z.object({
  reason: z.enum(REPORT_REASON_VALUES as [ReportReason, ...ReportReason[]], { error: REPORT_MESSAGES.reasonRequired }),
  details: z.string().trim().max(REPORT_DETAILS_MAX, REPORT_MESSAGES.detailsTooLong).optional().default(''),
  email: z.union([z.literal(''), emailAddress(REPORT_MESSAGES.invalidEmail)]).optional().default(''),
})
export type ReportJobRequest = z.input<typeof reportJobRequestSchema>

export const reportJobResponseSchema = z.object({ success: z.literal(true), message: z.string() })
export type ReportJobResponse = z.infer<typeof reportJobResponseSchema>
