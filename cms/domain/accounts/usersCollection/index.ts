import type { CollectionConfig } from 'payload'
import { credentialsChangeOnlyThroughAccountCalls } from './credentialsChangeOnlyThroughAccountCalls'
import { enforcePasswordRules } from './enforcePasswordRules'
import { forgotPasswordEndpoint } from './forgotPasswordEndpoint'
import { guardSignIn } from './guardSignIn'
import { voidResetLinksOnPasswordChange } from './voidResetLinksOnPasswordChange'

/**
 * The Users collection with the account rules every way in must follow (the site's calls, Payload's
 * REST and the admin UI): sign-in and reset limits, password rules, credentials changed only through
 * the account calls, reset links voided by a new password. They live here because they use the
 * accounts domain code, which collections do not import.
 */
export function withAccountRules(users: CollectionConfig): CollectionConfig {
  const hooks = users.hooks ?? {}
  return {
    ...users,
    endpoints: [...(users.endpoints || []), forgotPasswordEndpoint],
    hooks: {
      ...hooks,
      // The limits come first, so a refused sign-in never takes a login turn.
      beforeOperation: [guardSignIn, ...(hooks.beforeOperation ?? [])],
      beforeValidate: [enforcePasswordRules, ...(hooks.beforeValidate ?? [])],
      beforeChange: [credentialsChangeOnlyThroughAccountCalls, voidResetLinksOnPasswordChange, ...(hooks.beforeChange ?? [])],
    },
  }
}
