import { normaliseEmail } from '@cms/lib/email'
import type { User } from '@cms/payload-types'

/**
 * Who a session speaks for in the alert calls. Registration never checks the address, so an account is trusted
 * with the alerts of its address only once it has proven that it reads that mailbox: by following the link of an
 * alert confirmation mail it asked for while signed in (`users.email_verified_at`, cleared when the e-mail changes).
 * - Until then its alerts for its own address wait for that mail like anyone's, and the session lists and changes
 *   none (not even its own pending ones: whether one shows would tell whether the owner already follows that search).
 * - Once proven, its alerts for its own address are active at once, and the session lists and changes every alert
 *   of the address confirmed through the mailbox, plus the pending ones the account asked for itself.
 */
export interface AlertOwner {
  userId: number
  email: string
  proven: boolean
}

export const alertOwnerOf = (user: User): AlertOwner => ({
  userId: user.id,
  email: normaliseEmail(user.email),
  proven: Boolean(user.emailVerifiedAt),
})
