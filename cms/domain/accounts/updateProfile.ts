import type { Payload } from 'payload'
import type { SessionUserDto, updateProfileBodySchema } from '../../contract/accounts'
import type { z } from 'zod'
import { toSessionUser } from './toSessionUser'

/** Stores the signed-in user's own name, location and gender (nothing else can be set this way). */
export async function updateProfile(payload: Payload, userId: number, input: z.output<typeof updateProfileBodySchema>): Promise<SessionUserDto> {
  const user = await payload.update({
    collection: 'users',
    id: userId,
    data: { fullName: input.fullName, location: input.location, gender: input.gender },
    depth: 1,
    overrideAccess: true,
  })
  return toSessionUser(user)
}
