import type { CollectionBeforeOperationHook } from 'payload'
import { hashLikeASignIn } from '@cms/domain/accounts/equalSignInWork'
import { enforceRateLimits, signInRules } from '@cms/domain/accounts/rateLimit'
import { trustedDevice } from '@cms/domain/accounts/deviceCookie'
import { CLIENT_ADDRESS_HEADER, clientIp } from '@cms/lib/clientIp'

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
  // Server-internal sign-ins (the Local API without a client, e.g. seeding) have nobody to throttle.
  const fromAClient = req.payloadAPI !== 'local' || Boolean(req.headers?.get(CLIENT_ADDRESS_HEADER))
  if (fromAClient) await enforceRateLimits(req.payload, signInRules(email, clientIp(req), trustedDevice(req.headers, email)))
  const { totalDocs } = await req.payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true, req })
  if (totalDocs === 0) await hashLikeASignIn(password)
  return args
}
