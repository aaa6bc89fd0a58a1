import type { CollectionConfig } from 'payload'
import { GENDER_VALUES, PROFILE_TEXT_MAX, ROLES, USERNAME_MAX } from '@cms/contract/accounts'
import { adminOnly } from '../access/adminOnly'
import { adminOnlyField } from '../access/adminOnlyField'
import { adminOrSelf } from '../access/adminOrSelf'
import { adminPanelAccess } from '../access/adminPanelAccess'
import { clearWhenEmailChanges } from '../hooks/clearWhenEmailChanges'
import { endLoginTurnAfterError, endLoginTurnAfterLogin, waitForLoginTurn } from './hooks/loginTurns'
import { settings } from '@cms/lib/settings'
import { forgotPasswordEndpoint } from './endpoints/forgotPassword'
import { noEmailVerificationEndpoint } from './endpoints/noEmailVerification'
import { credentialsChangeOnlyThroughAccountCalls } from './hooks/credentialsChangeOnlyThroughAccountCalls'
import { emailMustBeText } from './hooks/emailMustBeText'
import { enforcePasswordRules } from './hooks/enforcePasswordRules'
import { guardSignIn } from './hooks/guardSignIn'
import { meWithoutToken } from './hooks/meWithoutToken'
import { clearSignedInHint, setDeviceCookie, setSignedInHint } from './hooks/signedInHint'
import { voidResetLinksOnPasswordChange } from './hooks/voidResetLinksOnPasswordChange'

/**
 * Accounts. The rules that need the site's account code (sign-in limits, password rules, reset links, the
 * signed-in hint) sit beside the collection in ./hooks, its forgot-password call in ./endpoints.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'fullName', 'role'] },
  auth: {
    tokenExpiration: 60 * 60 * 24 * 7,
    // The session check reads the account on every signed-in request: without relationships (Payload's default
    // would populate saved jobs two levels deep); cms/domain/accounts/readAccount.ts adds what the calls show.
    depth: 0,
    useSessions: true,
    // No lockout after failed sign-ins: a stranger could lock anyone out, and a locked account answered
    // differently from an unknown one. Guessing is throttled per account and client instead (guardSignIn).
    maxLoginAttempts: 0,
    cookies: { sameSite: 'Lax', secure: settings().NODE_ENV === 'production' && !settings().INSECURE_COOKIES },
  },
  access: {
    admin: adminPanelAccess,
    read: adminOrSelf,
    // Sign-up goes through POST /api/auth/register, which validates and rate-limits;
    // Payload's generic REST create stays admin-only.
    create: adminOnly,
    update: adminOrSelf,
    delete: adminOnly,
    unlock: adminOnly,
  },
  // Payload's forgot-password is replaced by the site's one reset flow; its e-mail verification is off.
  endpoints: [forgotPasswordEndpoint, noEmailVerificationEndpoint],
  hooks: {
    // The sign-in guard runs first, so a refused sign-in never takes a login turn.
    beforeOperation: [guardSignIn, waitForLoginTurn],
    afterOperation: [endLoginTurnAfterLogin],
    afterError: [endLoginTurnAfterError],
    beforeValidate: [emailMustBeText, enforcePasswordRules],
    beforeChange: [credentialsChangeOnlyThroughAccountCalls, voidResetLinksOnPasswordChange],
    afterMe: [meWithoutToken],
    afterLogin: [setSignedInHint, setDeviceCookie],
    afterLogout: [clearSignedInHint],
  },
  fields: [
    { name: 'fullName', type: 'text', maxLength: PROFILE_TEXT_MAX },
    { name: 'username', type: 'text', index: true, maxLength: USERNAME_MAX },
    { name: 'location', type: 'text', maxLength: PROFILE_TEXT_MAX },
    { name: 'gender', type: 'select', options: [...GENDER_VALUES] },
    // "Where do you live?" (issue 22): the list filter the user chose, so it follows them to other devices.
    { name: 'homeCountry', type: 'text', admin: { description: 'ISO 3166-1 alpha-2 code the user chose in "Where do you live?" (their lists show jobs open there).' } },
    { name: 'homeTz', type: 'number', admin: { description: 'UTC offset in hours the user chose in "Where do you live?".' } },
    {
      name: 'role',
      type: 'select',
      options: [...ROLES],
      defaultValue: 'user',
      required: true,
      saveToJWT: true,
      access: { create: adminOnlyField, update: adminOnlyField },
    },
    { name: 'savedJobs', type: 'relationship', relationTo: 'jobs', hasMany: true },
    {
      // Registration never checks the address; job alerts follow it only once this is set (cms/domain/alerts/owner.ts).
      name: 'emailVerifiedAt',
      label: 'E-mail proven at',
      type: 'date',
      // Set only by the server, when the link of an alert confirmation mail the user asked for while signed in is followed.
      access: { create: () => false, update: () => false },
      hooks: { beforeChange: [clearWhenEmailChanges] },
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: 'When the user proved they read this address (by confirming a job alert). Cleared when the e-mail changes.',
      },
    },
  ],
}
