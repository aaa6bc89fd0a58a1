import type { SessionUser } from '@cms/contract/accounts'
import type { User } from '@cms/payload-types'

/** The public shape of a user: no hashes, tokens or sessions, savedJobs as slugs. */
export function toSessionUser(user: User): SessionUser {
  const savedJobs = (user.savedJobs ?? [])
    .map((job) => (typeof job === 'object' && job ? job.slug : null))
    .filter((slug): slug is string => Boolean(slug))
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName ?? null,
    username: user.username ?? null,
    role: user.role,
    location: user.location ?? null,
    gender: user.gender ?? null,
    homeCountry: user.homeCountry ?? null,
    homeTz: user.homeTz ?? null,
    savedJobs,
  }
}
