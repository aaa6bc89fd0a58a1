import type { z } from 'zod'
import { HttpError } from '@cms/lib/http'

/** The 400 of the job-post calls (contract `jobPostFieldErrorsSchema`): one message per field path. */
export function fieldErrors(fields: Record<string, string>): HttpError {
  const first = Object.values(fields)[0] ?? 'Invalid input'
  return new HttpError(400, first, { success: false, fields })
}

/** The same 400 from zod's issues: the first message of each field ("company.name", "salaryMax"). */
export function fieldErrorsFromZod(error: z.ZodError): HttpError {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message
  return fieldErrors(fields)
}
