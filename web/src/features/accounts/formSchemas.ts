import { z } from 'zod'
import { GENDER_VALUES, MSG, PASSWORD_MIN, USERNAME_MIN } from '@cms/contract/accounts'
import { emailAddress } from '@cms/contract/email'

/** The SPA's form rules with the exact messages (the server checks the same rules again). */
const email = emailAddress(MSG.email)
const optional = z.string().optional()

export const authEntrySchema = z.object({ email })
export const forgotPasswordSchema = z.object({ email })

export const loginSchema = z.object({ email, password: z.string().min(PASSWORD_MIN, MSG.password) })

export const registerSchema = z
  .object({
    email,
    username: z.string().trim().min(USERNAME_MIN, MSG.username),
    password: z.string().min(PASSWORD_MIN, MSG.password),
    confirmPassword: z.string().min(1, MSG.confirmRequired),
    fullName: optional,
    gender: z.enum(GENDER_VALUES).or(z.literal('')).optional(),
    location: optional,
  })
  .refine((v) => v.password === v.confirmPassword, { message: MSG.mismatch, path: ['confirmPassword'] })

export const resetPasswordSchema = z
  .object({
    newPassword: z.string().min(PASSWORD_MIN, MSG.newPassword),
    confirmPassword: z.string().min(PASSWORD_MIN, MSG.mismatch),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: MSG.mismatch, path: ['confirmPassword'] })

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(PASSWORD_MIN, MSG.currentPassword),
    newPassword: z.string().min(PASSWORD_MIN, MSG.newPassword),
    confirmPassword: z.string().min(PASSWORD_MIN, MSG.confirmPassword),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: MSG.mismatch, path: ['confirmPassword'] })

export const profileSchema = z.object({
  fullName: optional,
  location: optional,
  gender: z.enum(GENDER_VALUES).or(z.literal('')).optional(),
})

export const GENDER_LABELS: Record<(typeof GENDER_VALUES)[number], string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
  prefer_not_to_say: 'Prefer not to say',
}

/** The first message of a failed parse for a field, as the forms show it. */
export function firstMessage(schema: z.ZodType, value: unknown, field: string): string | undefined {
  const result = schema.safeParse(value)
  return result.success ? undefined : result.error.issues.find((i) => i.path.join('.') === field)?.message
}
