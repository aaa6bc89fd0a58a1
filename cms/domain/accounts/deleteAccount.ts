import { AuthenticationError, type Payload } from 'payload'
import { ACCOUNT_DATA_MESSAGES, type deleteAccountBodySchema } from '@cms/contract/accountData'
import { withTransaction } from '@cms/lib/sql'
import type { PoolClient } from 'pg'
import type { User } from '@cms/payload-types'
import type { z } from 'zod'
import { Failure } from '../failure'
import { alertOwnerOf } from '../alerts/owner'
import { deleteAlertsOfAccount } from '../alerts/alertStore'
import { endSubscriptionOf } from '../newsletter/subscriberStore'
import { deleteUserRows } from './accountStore'
import { payloadLogin, type SignInClient } from './login'
import { enforceRateLimits, LIMITS } from './rateLimit'

/**
 * Deletes the signed-in account after checking its password again: in one transaction, the account's alerts (a
 * proven account's address's alerts too; an unproven one only the pending alerts it asked for), its Payload
 * preferences and the user row, whose foreign keys take its sessions, saved jobs, reset tokens and edit locks with
 * it and unlink its contact messages and posts. Guide purchases are kept for accounting: they were never linked to
 * the account, only to the address. The newsletter subscription of a proven address ends only when asked. The
 * last admin cannot delete their account (nobody could then run the site).
 */
export async function deleteAccount(payload: Payload, user: User, client: SignInClient, input: z.output<typeof deleteAccountBodySchema>): Promise<{ message: string }> {
  await enforceRateLimits(payload, [{ name: 'delete-account:user', subject: String(user.id), ...LIMITS.deleteAccountPerUser }])
  try {
    // Payload's own check, under the sign-in limits of this client.
    await payloadLogin(payload, { email: user.email, password: input.password }, client)
  } catch (error) {
    if (error instanceof AuthenticationError) throw new Failure('invalid', ACCOUNT_DATA_MESSAGES.wrongPassword, { success: false })
    throw error
  }
  const { email, proven } = alertOwnerOf(user)
  const unsubscribed = await withTransaction(payload, async (client) => {
    if (user.role === 'admin') await refuseDeletingTheLastAdmin(client, user.id)
    await deleteAlertsOfAccount(client, user.id, proven ? email : null)
    await deleteUserRows(client, user.id)
    if (!input.unsubscribeNewsletter || !proven) return false
    return endSubscriptionOf(client, email)
  })
  return { message: unsubscribed ? `${ACCOUNT_DATA_MESSAGES.deleted} ${ACCOUNT_DATA_MESSAGES.unsubscribed}` : ACCOUNT_DATA_MESSAGES.deleted }
}

/** A 409 when no other admin would remain. Locks every admin row, so two last-but-one admins deleting at once cannot both pass. */
export async function refuseDeletingTheLastAdmin(client: Pick<PoolClient, 'query'>, userId: number): Promise<void> {
  const { rows } = await client.query<{ id: number }>(`SELECT id FROM users WHERE role = 'admin' FOR UPDATE`)
  if (!rows.some((row) => row.id !== userId)) throw new Failure('conflict', ACCOUNT_DATA_MESSAGES.lastAdmin, { success: false })
}
