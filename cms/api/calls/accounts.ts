import {
  changePasswordBodySchema,
  checkEmailResponseSchema,
  emailBodySchema,
  jobSlugBodySchema,
  loginBodySchema,
  registerBodySchema,
  registerFormSchema,
  resetPasswordBodySchema,
  resetTokenBodySchema,
  resetTokenStateSchema,
  resetRequestResponseSchema,
  savedJobResponseSchema,
  savedJobsResponseSchema,
  successResponseSchema,
  updateProfileBodySchema,
  userResponseSchema,
} from '@cms/contract/accounts'
import { AUTH_FORM_PARAMS } from '@cms/contract/accountValues'
import { changePassword } from '@cms/domain/accounts/changePassword'
import { signIn } from '@cms/domain/accounts/login'
import { logout } from '@cms/domain/accounts/logout'
import { requestPasswordReset, resetPassword, resetTokenIsValid } from '@cms/domain/accounts/passwordReset'
import { enforceRateLimits, LIMITS } from '@cms/domain/accounts/rateLimit'
import { emailExists, register } from '@cms/domain/accounts/register'
import { listSavedJobs, setJobSaved } from '@cms/domain/accounts/savedJobs'
import { expiredSessionCookies, sessionCookies } from '@cms/domain/accounts/sessionCookie'
import { toSessionUser } from '@cms/domain/accounts/toSessionUser'
import { updateProfile } from '@cms/domain/accounts/updateProfile'
import { signInClientOf } from '@cms/lib/signInClient'
import { declare, jsonBody, ok, withCookies } from '../declaration'
import { answerLoginForm, answerRegisterForm, authFormQuerySchema, refusedAnswer, refusedFieldsLine } from './authForms'
import { PERSONAL } from '../policy'
import { authUserOf } from '../session'

export const accountCalls = [
  declare({
    method: 'POST',
    path: '/api/auth/check-email',
    tag: 'Accounts',
    summary: 'Whether an address has an account (rate-limited per client).',
    access: 'public',
    policy: PERSONAL,
    body: jsonBody(emailBodySchema),
    answer: ok(checkEmailResponseSchema),
    errors: [429],
    handler: async ({ body, payload, client }) => {
      await enforceRateLimits(payload, [{ name: 'check-email:client', subject: client.address, ...LIMITS.checkEmailPerClient }])
      return { exists: await emailExists(payload, body.email) }
    },
  }),
  declare({
    method: 'POST',
    path: '/api/auth/register',
    tag: 'Accounts',
    summary: 'Create an account and sign in (sets the session cookie).',
    access: 'public',
    policy: PERSONAL,
    body: jsonBody(registerBodySchema),
    answer: { status: 201, schema: userResponseSchema },
    errors: [409, 429],
    headers: ['cookie'],
    handler: async ({ body, payload, client, headers }) => {
      const { user, token } = await register(payload, body, signInClientOf(client.address, headers.get('cookie')))
      return withCookies({ user: toSessionUser(user) }, sessionCookies(payload, token, user.email), 201)
    },
  }),
  declare({
    method: 'POST',
    path: '/api/auth/login',
    tag: 'Accounts',
    summary: 'Sign in (sets the session cookie).',
    access: 'public',
    policy: PERSONAL,
    body: jsonBody(loginBodySchema),
    answer: ok(userResponseSchema),
    errors: [401, 429],
    headers: ['cookie'],
    handler: async ({ body, payload, client, headers }) => {
      const { user, token } = await signIn(payload, body, signInClientOf(client.address, headers.get('cookie')))
      return withCookies({ user: toSessionUser(user) }, sessionCookies(payload, token, user.email))
    },
  }),
  declare({
    method: 'POST',
    path: '/api/auth/register/form',
    tag: 'Accounts',
    summary: "The registration page's form post (works without JavaScript; the action's ?email and ?save are kept): 303 to /profile (or to the job ?save names, saved) with the session cookie, or back to /register with auth_error.",
    access: 'public',
    policy: PERSONAL,
    query: authFormQuerySchema,
    body: { format: 'form', schema: registerFormSchema },
    formRefusal: ({ message, query }) => refusedAnswer(query, '/register', refusedFieldsLine('/register', message)),
    headers: ['cookie'],
    answer: { status: 303, schema: null, description: 'Redirect to where a signed-in user goes, or back to the form with the error.' },
    errors: [],
    handler: (context) => answerRegisterForm(context),
  }),
  declare({
    method: 'POST',
    path: '/api/auth/login/form',
    tag: 'Accounts',
    summary: "The sign-in page's form post (works without JavaScript; the action's ?save is kept): 303 to /profile (or to the job ?save names, saved) with the session cookie, or back to /login with auth_error and email.",
    access: 'public',
    policy: PERSONAL,
    query: authFormQuerySchema,
    body: { format: 'form', schema: loginBodySchema },
    formRefusal: ({ message, fields, query }) => refusedAnswer(query, '/login', refusedFieldsLine('/login', message), { [AUTH_FORM_PARAMS.email]: (fields.email ?? '').slice(0, 254) }),
    headers: ['cookie'],
    answer: { status: 303, schema: null, description: 'Redirect to where a signed-in user goes, or back to the form with the error.' },
    errors: [],
    handler: (context) => answerLoginForm(context),
  }),
  declare({
    method: 'POST',
    path: '/api/auth/logout',
    tag: 'Accounts',
    summary: 'End the session and clear the cookie.',
    access: 'public',
    policy: PERSONAL,
    session: 'optional',
    answer: ok(successResponseSchema),
    errors: [],
    handler: async ({ user, sessionId, payload }) => {
      await logout(payload, authUserOf(user, sessionId))
      return withCookies({ success: true, message: 'You have been logged out successfully.' }, expiredSessionCookies(payload))
    },
  }),
  declare({
    method: 'GET',
    path: '/api/auth/session',
    tag: 'Accounts',
    summary: 'The signed-in user.',
    access: 'user',
    answer: ok(userResponseSchema),
    errors: [],
    handler: ({ user }) => ({ user: toSessionUser(user) }),
  }),
  declare({
    method: 'PATCH',
    path: '/api/auth/profile',
    tag: 'Accounts',
    summary: "Change the signed-in user's profile.",
    access: 'user',
    body: jsonBody(updateProfileBodySchema),
    answer: ok(userResponseSchema),
    errors: [],
    handler: async ({ body, user, payload }) => ({ user: await updateProfile(payload, user.id, body) }),
  }),
  declare({
    method: 'POST',
    path: '/api/auth/change-password',
    tag: 'Accounts',
    summary: 'Change the password (ends the other sessions).',
    access: 'user',
    body: jsonBody(changePasswordBodySchema),
    answer: ok(successResponseSchema),
    errors: [429],
    headers: ['cookie'],
    handler: async ({ body, user, sessionId, payload, client, headers }) => {
      return changePassword(payload, authUserOf(user, sessionId), body, signInClientOf(client.address, headers.get('cookie')))
    },
  }),
  declare({
    method: 'POST',
    path: '/api/auth/reset-password-request',
    tag: 'Accounts',
    summary: 'Mail a password reset link (same answer for unknown addresses).',
    access: 'public',
    policy: PERSONAL,
    body: jsonBody(emailBodySchema),
    answer: ok(resetRequestResponseSchema),
    errors: [429],
    handler: async ({ body, payload, client }) => requestPasswordReset(payload, body.email, client.address),
  }),
  declare({
    method: 'POST',
    path: '/api/auth/reset-password',
    tag: 'Accounts',
    summary: 'Set a new password with the mailed token.',
    access: 'public',
    policy: PERSONAL,
    body: jsonBody(resetPasswordBodySchema),
    answer: ok(successResponseSchema),
    errors: [],
    handler: async ({ body, payload }) => resetPassword(payload, body),
  }),
  declare({
    method: 'POST',
    path: '/api/auth/reset-password/check',
    tag: 'Accounts',
    summary: 'Whether a mailed reset link still works (asked when the reset page opens; the token is not used).',
    access: 'public',
    policy: PERSONAL,
    body: jsonBody(resetTokenBodySchema),
    answer: ok(resetTokenStateSchema),
    errors: [],
    handler: async ({ body, payload }) => resetTokenIsValid(payload, body.token),
  }),
  declare({
    method: 'POST',
    path: '/api/auth/save-job',
    tag: 'Accounts',
    summary: 'Save a job.',
    access: 'user',
    body: jsonBody(jobSlugBodySchema),
    answer: ok(savedJobResponseSchema),
    errors: [404],
    handler: async ({ body, user, payload }) => ({ success: true, user: toSessionUser(await setJobSaved(payload, user, body.jobSlug, true)) }),
  }),
  declare({
    method: 'POST',
    path: '/api/auth/unsave-job',
    tag: 'Accounts',
    summary: 'Unsave a job.',
    access: 'user',
    body: jsonBody(jobSlugBodySchema),
    answer: ok(savedJobResponseSchema),
    errors: [404],
    handler: async ({ body, user, payload }) => ({ success: true, user: toSessionUser(await setJobSaved(payload, user, body.jobSlug, false)) }),
  }),
  declare({
    method: 'GET',
    path: '/api/saved-jobs',
    tag: 'Accounts',
    summary: "The signed-in user's saved jobs.",
    access: 'user',
    answer: ok(savedJobsResponseSchema),
    errors: [],
    handler: async ({ user, payload }) => ({ jobs: await listSavedJobs(payload, user) }),
  }),
]
