import { z } from 'zod'
import { emailAddress } from './email'
import { COUNTRY_CODES } from './countryCodes'
import { isUtcOffset, MAX_UTC_OFFSET, MIN_UTC_OFFSET } from './eligibilityValues'


export const GENDER_VALUES = ['male', 'female', 'other', 'prefer_not_to_say'] as const
export type Gender = (typeof GENDER_VALUES)[number]
/** Admins run everything; editors write content in /cms (posts, affiliate links, toolkit, media); users use the site. */
export const ROLES = ['admin', 'editor', 'user'] as const
export type Role = (typeof ROLES)[number]

/** The user as every account call returns it: savedJobs are job slugs. */
const sessionUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  fullName: z.string().nullable(),
  username: z.string().nullable(),
  role: z.enum(ROLES),
  location: z.string().nullable(),
  gender: z.enum(GENDER_VALUES).nullable(),
  /** "Where do you live?": the `country` and `tz` their lists are filtered by, or null. */
  homeCountry: z.string().nullable(),
  homeTz: z.number().nullable(),
  savedJobs: z.array(z.string()),
})
export type SessionUser = z.infer<typeof sessionUserSchema>

/** Validation messages, shared by the SPA's forms and the server. */
export const MSG = {
  email: 'Please enter a valid email address',
  username: 'Username must be at least 3 characters',
  password: 'Password must be at least 6 characters',
  confirmRequired: 'Please confirm your password',
  mismatch: "Passwords don't match",
  newPassword: 'New password must be at least 6 characters',
  currentPassword: 'Current password must be at least 6 characters',
  confirmPassword: 'Confirm password must be at least 6 characters',
  /** The session logic's check, also the server's answer to a mismatch. */
  mismatchServer: 'New password and confirmation do not match.',
  duplicateEmail: 'This email is already registered. Please login instead.',
  commonPassword: 'This password is too common. Please choose a less predictable one.',
  wrongCurrentPassword: 'Current password is incorrect.',
  /** The login screen's line for a refused sign-in, and the register screen's for a failed registration. */
  loginFailed: 'Login failed. Please check your credentials.',
  registrationFailed: 'Registration failed. Please try again or use a different email.',
  serverTrouble: 'An error occurred. Please try again later.',
} as const


/**
 * The inline line of a refused sign-in or registration: a refused input or a rate limit gets the server's own
 * words (they say what to change or how long to wait); anything else the spec's line.
 */
export function authFailureLine(kind: 'login' | 'register', status: number | null | undefined, message: string | undefined): string {
  if ((status === 400 || status === 429) && message) return message
  return kind === 'login' ? MSG.loginFailed : MSG.registrationFailed
}

export const PASSWORD_MIN = 6
export const USERNAME_MIN = 3
export const USERNAME_MAX = 50
/** Upper bounds so huge strings are refused with a 400 instead of being hashed or stored. */
export const PASSWORD_MAX = 128
/** A profile's full name and location. */
export const PROFILE_TEXT_MAX = 120

const email = emailAddress(MSG.email).transform((address) => address.toLowerCase())
const optionalText = z
  .string()
  .trim()
  .max(PROFILE_TEXT_MAX, `Must be at most ${PROFILE_TEXT_MAX} characters`)
  .nullish()
  .transform((v) => v || null)
const password = (message: string) => z.string({ error: message }).min(PASSWORD_MIN, message).max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)

export const emailBodySchema = z.object({ email })

export const loginBodySchema = z.object({ email, password: password(MSG.password) })
export type LoginInput = z.input<typeof loginBodySchema>

/** Registration payload; confirmPassword is dropped by the SPA before sending. */
export const registerBodySchema = z.object({
  email,
  username: z.string({ error: MSG.username }).trim().min(USERNAME_MIN, MSG.username).max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`),
  password: password(MSG.password),
  fullName: optionalText,
  gender: z
    .union([z.enum(GENDER_VALUES), z.literal('')], { error: 'Please choose one of the listed genders' })
    .nullish()
    .transform((v) => v || null),
  location: optionalText,
})
export type RegisterInput = z.input<typeof registerBodySchema>

/** The registration page's form post: the same fields, and the confirmation the page asks for. */
export const registerFormSchema = registerBodySchema.extend({ confirmPassword: z.string().optional() }).superRefine((form, ctx) => {
  if (!form.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MSG.confirmRequired })
  else if (form.confirmPassword !== form.password) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MSG.mismatch })
})

/**
 * PATCH /api/auth/profile -> `{ user }`: the Profile tab's editable fields (blank clears a field), and the
 * "Where do you live?" choice (`homeCountry`, `homeTz`: absent leaves it as it is, null clears it).
 */
export const updateProfileBodySchema = z.object({
  fullName: optionalText,
  location: optionalText,
  gender: z
    .union([z.enum(GENDER_VALUES), z.literal('')], { error: 'Please choose one of the listed genders' })
    .nullish()
    .transform((v) => v || null),
  homeCountry: z
    .string()
    .meta({ examples: ['PT'] })
    .trim()
    .toUpperCase()
    .refine((code) => COUNTRY_CODES.includes(code), 'Unknown country. Use an ISO 3166-1 alpha-2 code such as PT or US.')
    .nullable()
    .optional(),
  homeTz: z
    .number()
    .refine(isUtcOffset, `Use a UTC offset in hours from ${MIN_UTC_OFFSET} to +${MAX_UTC_OFFSET}, in whole, half or quarter hours.`)
    .nullable()
    .optional(),
})
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>

export const changePasswordBodySchema = z.object({
  currentPassword: password(MSG.currentPassword),
  newPassword: password(MSG.newPassword),
  confirmPassword: password(MSG.confirmPassword),
})

export const resetPasswordBodySchema = z.object({
  token: z.string({ error: 'Reset token is missing or invalid.' }).min(1, 'Reset token is missing or invalid.').max(200, 'Reset token is missing or invalid.'),
  newPassword: password(MSG.newPassword),
  confirmPassword: password(MSG.mismatch),
})

/** POST /api/auth/reset-password/check: whether a reset link still works, asked when its page opens. */
export const resetTokenBodySchema = resetPasswordBodySchema.pick({ token: true })
export const resetTokenStateSchema = z.object({ valid: z.boolean().describe('False for a link already used, expired, replaced by a newer one, or never issued.') })
/** The reset page's line for a link that no longer works (used, expired or replaced), shown when the page opens. */
export const RESET_LINK_USED_MESSAGE = 'This reset link has already been used or has expired. Please request a new one.'

export const jobSlugBodySchema = z.object({
  jobSlug: z.string({ error: 'jobSlug is required' }).trim().min(1, 'jobSlug is required').max(200, 'jobSlug is too long'),
})

export const userResponseSchema = z.object({ user: sessionUserSchema })
export const checkEmailResponseSchema = z.object({ exists: z.boolean() })
export const successResponseSchema = z.object({ success: z.boolean(), message: z.string() })
export const resetRequestResponseSchema = successResponseSchema.extend({ token: z.string().optional() })
export const savedJobResponseSchema = z.object({ success: z.boolean(), user: sessionUserSchema })

/** A saved job as GET /api/saved-jobs lists it (enough for a card linking to /jobs/{slug}). */
const savedJobSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  company: z.object({ name: z.string(), logo: z.string().nullable() }).nullable(),
  location: z.string().nullable(),
  type: z.string(),
  postedAt: z.string(),
  status: z.string(),
})
export type SavedJobDto = z.infer<typeof savedJobSchema>
export const savedJobsResponseSchema = z.object({ jobs: z.array(savedJobSchema) })
