import type { Payload } from 'payload'
import type { z } from 'zod'
import type { SessionUser, updateProfileBodySchema } from '@cms/contract/accounts'
import { ACCOUNT_READ } from './readAccount'
import { toSessionUser } from './toSessionUser'

/**
 * Stores the signed-in user's own name, location and gender, and their "Where do you live?" choice when the
 * call carries it (the Profile tab does not, and must not clear it); nothing else can be set this way.
 */
export async function updateProfile(payload: Payload, userId: number, input: z.output<typeof updateProfileBodySchema>): Promise<SessionUser> {
  const user = await payload.update({
    collection: 'users',
    id: userId,
    data: {
      fullName: input.fullName,
      location: input.location,
      gender: input.gender,
      ...(input.homeCountry !== undefined ? { homeCountry: input.homeCountry } : {}),
      ...(input.homeTz !== undefined ? { homeTz: input.homeTz } : {}),
    },
    overrideAccess: true,
    ...ACCOUNT_READ,
  })
  return toSessionUser(user)
}
