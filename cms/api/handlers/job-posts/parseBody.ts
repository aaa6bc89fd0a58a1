import type { z } from 'zod'
import { fieldErrors, fieldErrorsFromZod } from '@cms/domain/jobPosts/fieldErrors'
import { readJsonBody } from '@cms/lib/body'
import { HttpError } from '@cms/lib/http'

/** A job post's fields with room for a long rich-text description (the contract caps its characters). */
const JOB_POST_BODY_BYTES = 256 * 1024

/** The JSON body of a job-post call, validated: any 400 names its fields (contract `jobPostFieldErrorsSchema`). */
export async function parseJobPostBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const body = await readJsonBody(request, { maxBytes: JOB_POST_BODY_BYTES }).catch((error: unknown) => {
    throw error instanceof HttpError && error.status === 400 ? fieldErrors({ body: error.message }) : error
  })
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw fieldErrorsFromZod(parsed.error)
  return parsed.data
}
