import { isAdmin } from '@cms/contract/access'
import { isStaff } from '@cms/contract/access'
import type { User } from '@cms/payload-types'

/** The session roles a call may ask for. */
export type SessionRole = 'user' | 'editor' | 'admin'

/** Why a session may not make a call, or null when it may: nobody is signed in, or the account lacks the role. */
export function sessionRefusal(user: User | null, role: SessionRole): 'signed-out' | 'wrong-role' | null {
  if (!user) return 'signed-out'
  if (role === 'admin' && !isAdmin(user)) return 'wrong-role'
  if (role === 'editor' && !isStaff(user)) return 'wrong-role'
  return null
}
