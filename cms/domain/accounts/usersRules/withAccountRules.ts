import type { CollectionConfig } from 'payload'
import { credentialsChangeOnlyThroughAccountCalls } from './credentialsChangeOnlyThroughAccountCalls'
import { emailMustBeText } from './emailMustBeText'
import { enforcePasswordRules } from './enforcePasswordRules'
import { guardSignIn } from './guardSignIn'
import { meWithoutToken } from './meWithoutToken'
import { clearSignedInHint, setDeviceCookie, setSignedInHint } from './signedInHint'
import { voidResetLinksOnPasswordChange } from './voidResetLinksOnPasswordChange'

/**
 * The account rules of the Users collection that need the site's account code (rate limits, password
 * rules, the reset flow), added where the config is assembled so the collection itself stays plain. Its
 * forgot-password call, an HTTP answer, is added beside them from cms/api/payloadEndpoints.
 * The sign-in guard runs first, so a refused sign-in never takes a login turn.
 */
export function withAccountRules(users: CollectionConfig): CollectionConfig {
  const hooks = users.hooks ?? {}
  return {
    ...users,
    hooks: {
      ...hooks,
      beforeOperation: [guardSignIn, ...(hooks.beforeOperation ?? [])],
      beforeValidate: [emailMustBeText, enforcePasswordRules, ...(hooks.beforeValidate ?? [])],
      beforeChange: [credentialsChangeOnlyThroughAccountCalls, voidResetLinksOnPasswordChange, ...(hooks.beforeChange ?? [])],
      afterMe: [meWithoutToken, ...(hooks.afterMe ?? [])],
      afterLogin: [setSignedInHint, setDeviceCookie, ...(hooks.afterLogin ?? [])],
      afterLogout: [clearSignedInHint, ...(hooks.afterLogout ?? [])],
    },
  }
}
