import type { Payload } from 'payload'
import type { z } from 'zod'
import { MSG, type registerBodySchema } from '@cms/contract/accounts'
import { Failure } from '@cms/domain/failure'
import type { User } from '@cms/payload-types'
import { isCommonPassword } from './commonPasswords'
import { refuseWhenSignInsAreFull, signIn, type SignInClient } from './login'
import { enforceRateLimits, LIMITS } from './rateLimit'

export async function emailExists(payload: Payload, email: string): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
  return totalDocs > 0
}

/** Creates a plain user (never an admin: role is not taken from input) and signs them in. 409 if the e-mail is taken. */
export async function register(payload: Payload, input: z.infer<typeof registerBodySchema>, client: SignInClient): Promise<{ user: User; token: string }> {
  await enforceRateLimits(payload, [{ name: 'register:client', subject: client.address, ...LIMITS.registerPerClient }])
  if (isCommonPassword(input.password)) throw new Failure('invalid', MSG.commonPassword)
  if (await emailExists(payload, input.email)) throw new Failure('conflict', MSG.duplicateEmail)
  // Refused as busy before anything is written; once the account exists, its sign-in waits for its turn.
  refuseWhenSignInsAreFull()
  try {
    await payload.create({
      collection: 'users',
      data: {
        email: input.email,
        password: input.password,
        username: input.username,
        fullName: input.fullName,
        gender: input.gender,
        location: input.location,
        role: 'user',
      },
      overrideAccess: true,
    })
  } catch (error) {
    // Two registrations racing for one address: the unique index decides, the loser gets the same 409.
    if (await emailExists(payload, input.email)) throw new Failure('conflict', MSG.duplicateEmail)
    throw error
  }
  return signIn(payload, input, client, { refusable: false })
}
