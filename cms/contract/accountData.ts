import { z } from 'zod'
import { GENDER_VALUES, PASSWORD_MAX, ROLES } from './accounts'
import { CONTACT_TOPIC_VALUES, type ContactTopic } from './contactValues'
import { JOB_POST_TIERS } from './jobPosts'

/**
 * "Download my data" and "Delete my account" (the profile's Your data section). An account's data is what it
 * made itself (saved jobs, its alerts, contact messages sent while signed in) and, once the account has proven it
 * reads its address, what the site holds for that address (confirmed alerts, the newsletter subscription, guide
 * purchases, job posts, contact messages sent signed out). Registration never checks the address, so an unproven
 * account must not read, or delete, what someone else did with it.
 */
export const ACCOUNT_DATA_MESSAGES = {
  unprovenNote:
    'Your e-mail address is not proven yet (you prove it by confirming a job alert while signed in), so this export holds what this account did itself: data we hold only under the address (newsletter, guide purchases, job posts, messages sent signed out) is not included.',
  provenNote: 'This export holds your account and everything we hold under its e-mail address.',
  wrongPassword: 'That password is not correct.',
  passwordRequired: 'Please enter your password to confirm.',
  lastAdmin: 'You are the only admin. Make another account an admin before deleting this one.',
  deleted:
    'Your account has been deleted, with its saved jobs and job alerts. Records of guide purchases are kept for accounting, no longer linked to an account.',
  unsubscribed: 'You are unsubscribed from the newsletter.',
} as const

/** The download's file name for a day (`nomad-jobs-account-2026-11-27.json`). */
export const accountExportFileName = (day: string) => `nomad-jobs-account-${day}.json`

const when = z.string().nullable()

/** GET /api/auth/export: never a password hash, salt, session, reset or manage token, or a payment provider's id. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  note: z.string(),
  account: z.object({
    id: z.number(),
    email: z.string(),
    fullName: z.string().nullable(),
    username: z.string().nullable(),
    location: z.string().nullable(),
    gender: z.enum(GENDER_VALUES).nullable(),
    homeCountry: z.string().nullable(),
    homeTz: z.number().nullable(),
    role: z.enum(ROLES),
    emailProvenAt: when,
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  savedJobs: z.array(z.object({ slug: z.string(), title: z.string() })),
  alerts: z.array(z.object({ email: z.string(), frequency: z.string(), search: z.string(), confirmed: z.boolean(), createdAt: z.string() })),
  newsletter: z
    .object({ email: z.string(), name: z.string().nullable(), marketingConsent: z.boolean(), source: z.string().nullable(), subscribedAt: when, active: z.boolean(), unsubscribedAt: when })
    .nullable(),
  guidePurchases: z.array(
    z.object({
      email: z.string(),
      status: z.string(),
      amountTotal: z.number().nullable(),
      currency: z.string().nullable(),
      createdAt: z.string(),
      paidAt: when,
      refundedAt: when,
      downloadCount: z.number(),
      downloadsExpireAt: when,
    }),
  ),
  jobPosts: z.array(
    z.object({
      title: z.string(),
      companyName: z.string(),
      contactEmail: z.string(),
      state: z.string(),
      tier: z.enum(JOB_POST_TIERS),
      createdAt: z.string(),
      liveFrom: when,
      liveUntil: when,
      payments: z.array(z.object({ tier: z.string(), purpose: z.string(), days: z.number(), amountCents: z.number(), paidAt: when, refundedAt: when })),
    }),
  ),
  contactMessages: z.array(z.object({ topic: z.enum(CONTACT_TOPIC_VALUES as [ContactTopic, ...ContactTopic[]]), name: z.string(), email: z.string(), message: z.string(), createdAt: z.string() })),
})
export type AccountExport = z.infer<typeof accountExportSchema>

/** POST /api/auth/delete-account */
export const deleteAccountBodySchema = z.object({
  password: z.string({ error: ACCOUNT_DATA_MESSAGES.passwordRequired }).min(1, ACCOUNT_DATA_MESSAGES.passwordRequired).max(PASSWORD_MAX, ACCOUNT_DATA_MESSAGES.wrongPassword),
  unsubscribeNewsletter: z.boolean().optional().default(false).describe('Also end the newsletter subscription of the account’s address.'),
})
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>

export const deleteAccountResponseSchema = z.object({ success: z.literal(true), message: z.string() })
