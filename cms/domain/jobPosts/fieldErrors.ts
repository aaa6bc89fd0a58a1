import type { z } from 'zod'
import { Failure } from '@cms/domain/failure'

/** The 400 of the job-post calls (contract `jobPostFieldErrorsSchema`): one message per field path. */
export function fieldErrors(fields: Record<string, string>): Failure {
  const first = Object.values(fields)[0] ?? 'Invalid input'
  return new Failure('invalid', first, { success: false, fields })
}

/** The same 400 from zod's issues: the first message of each field ("company.name", "salaryMax"). */
export function fieldErrorsFromZod(error: z.ZodError): Failure {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message
  return fieldErrors(fields)
}
