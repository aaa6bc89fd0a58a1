/**
 * The plain values of job reports, without zod, so the browser's first script can use them without the schema
 * library. `reports.ts` re-exports them beside the schemas.
 */
/** Why a visitor reports a job: the dialog's choices, in its order. */
export const REPORT_REASONS = {
  'filled-or-expired': 'Filled or expired',
  scam: 'Scam or asks for payment',
  'not-remote': 'Not really remote or wrong location',
  duplicate: 'Duplicate',
  other: 'Other',
} as const
export type ReportReason = keyof typeof REPORT_REASONS
export const REPORT_REASON_VALUES = Object.keys(REPORT_REASONS) as ReportReason[]

/** A report's review: open until staff decide, dismissed when the job stays, upheld when it was taken down. */
export const REPORT_STATES = ['open', 'dismissed', 'upheld'] as const
export type ReportState = (typeof REPORT_STATES)[number]

export const REPORT_DETAILS_MAX = 2000
/** Reports from this many different clients hide a job until staff review it. */
export const REPORTS_TO_HOLD = 3

export const REPORT_MESSAGES = {
  reasonRequired: 'Please choose a reason.',
  detailsTooLong: `Details can be at most ${REPORT_DETAILS_MAX} characters.`,
  invalidEmail: 'Please enter a valid email address.',
  thanks: 'Thank you. We will look into this job.',
  jobNotFound: 'Job not found',
  underReview: 'This job is under review',
} as const

/** Why a job is held: the rules or reports that hid it, for staff to read in /cms. */
export const HOLD_REASONS = ['visitor-reports', 'asks-payment', 'messenger-only', 'free-mail', 'url-shortener'] as const
export type HoldReason = (typeof HOLD_REASONS)[number]
