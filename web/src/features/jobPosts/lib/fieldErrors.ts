import { jobPostFieldErrorsSchema } from '@cms/contract/jobPosts'
import { failureMessage } from '@web/lib/apiErrorBody'
import { ApiError } from '@web/lib/apiClient'

export interface ServerRefusal {
  /** One message per field path ('company.name', 'salaryMax'), as the server's 400 names them. */
  fields: Record<string, string>
  /** The answer's own message, for what no field shows (a 403, 409, 429 or 503). */
  message: string
}

/** What a failed job-post call says: its per-field 400 answer, or its message. */
export function serverRefusal(error: unknown): ServerRefusal {
  if (error instanceof ApiError && error.status === 400) {
    try {
      const parsed = jobPostFieldErrorsSchema.safeParse(JSON.parse(error.message))
      if (parsed.success) return { fields: parsed.data.fields, message: parsed.data.message }
    } catch {
      // not JSON: fall through to the message
    }
  }
  return { fields: {}, message: failureMessage(error) }
}
