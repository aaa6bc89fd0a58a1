import { z } from 'zod'

export const GENDER_VALUES = ['male', 'female', 'other', 'prefer_not_to_say'] as const

/** The user as every account call returns it (spec 1 §3): savedJobs are job slugs. */
export const sessionUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  fullName: z.string().nullable(),
  username: z.string().nullable(),
  role: z.enum(['admin', 'user']),
  location: z.string().nullable(),
  gender: z.enum(GENDER_VALUES).nullable(),
  savedJobs: z.array(z.string()),
})
export type SessionUserDto = z.infer<typeof sessionUserSchema>
