import { z } from 'zod'

/**
 * Every error body the API answers: `message` is for people and `error` repeats it; `success: false` on calls
 * whose answers carry `success`; a bad input's `issues` (each field path and its message) or, on the job-post
 * form, `fields` (one message per field); `retryAfter` (seconds) on the account calls' 429s; `redirectUrl` where
 * the page should go on.
 */
export const apiErrorSchema = z
  .object({
    error: z.string(),
    message: z.string(),
    success: z.literal(false).optional(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    fields: z.record(z.string(), z.string()).optional(),
    retryAfter: z.number().optional(),
    redirectUrl: z.string().nullable().optional(),
  })
  .strict()
export type ApiErrorBody = z.infer<typeof apiErrorSchema>
