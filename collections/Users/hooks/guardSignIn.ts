import type { CollectionBeforeOperationHook } from 'payload'
import { hashLikeASignIn } from '@cms/domain/accounts/equalSignInWork'
import { enforceRateLimits, signInRules } from '@cms/domain/accounts/rateLimit'
import { trustedDevice } from '@cms/domain/accounts/deviceCookie'
import { SIGN_IN_CLIENT, type SignInClient } from '@cms/domain/accounts/login'
import { clientIp } from '@cms/lib/clientIp'
import { signInClientOf } from '@cms/lib/signInClient'

/**
 * Every sign-in (the site's /api/auth/login, Payload's REST login, the admin UI's form) passes here:
 * a trusted device's own limit, or the unknown clients' per-account-and-client, per-account and per-client
 * limits (see deviceCookie.ts), then, for an address with no account, the same
 * password hashing a real account costs, so unknown and known addresses answer alike and in equal time.
 */
export const guardSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data ?? {}
  const email = typeof data.email === 'string' ? data.email.toLowerCase().trim() : ''
  const password = typeof data.password === 'string' ? data.password : ''
  if (!email || !password) return args
  // The site's sign-ins hand their client over; Payload's REST and admin UI are read from the request. Server-internal
  // sign-ins (the Local API without a client, e.g. seeding) have nobody to throttle.
  const client = (req.context[SIGN_IN_CLIENT] as SignInClient | undefined) ?? (req.payloadAPI === 'local' ? null : signInClientOf(clientIp(req), req.headers.get('cookie')))
  if (client) await enforceRateLimits(req.payload, signInRules(email, client.address, trustedDevice(client.deviceCookie, email)))
  const { totalDocs } = await req.payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true, req })
  if (totalDocs === 0) await hashLikeASignIn(password)
  return args
}
