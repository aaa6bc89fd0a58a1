import { JOB_POST_MESSAGES } from '@cms/contract/jobPosts'
import { fieldErrors } from '@cms/domain/jobPosts/fieldErrors'

/** The manage link's token of a read (jobPostTokenQuerySchema), or the token field's 400 when it is empty. */
export function manageTokenOf(query: { token?: string }): string {
  const token = query.token?.trim()
  if (!token) throw fieldErrors({ token: JOB_POST_MESSAGES.token })
  return token
}
