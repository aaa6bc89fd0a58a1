import { z } from 'zod'
import {
  changePasswordBodySchema,
  checkEmailResponseSchema,
  emailBodySchema,
  jobSlugBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  resetRequestResponseSchema,
  savedJobResponseSchema,
  savedJobsResponseSchema,
  successResponseSchema,
  updateProfileBodySchema,
  userResponseSchema,
} from '@cms/contract/accounts'
import { changePassword } from '@cms/domain/accounts/changePassword'
import { signIn } from '@cms/domain/accounts/login'
import { logout } from '@cms/domain/accounts/logout'
import { requestPasswordReset, resetPassword } from '@cms/domain/accounts/passwordReset'
import { enforceRateLimits, LIMITS } from '@cms/domain/accounts/rateLimit'
import { emailExists, register } from '@cms/domain/accounts/register'
import { listSavedJobs, setJobSaved } from '@cms/domain/accounts/savedJobs'
import { expiredSessionCookies, sessionCookies } from '@cms/domain/accounts/sessionCookie'
import { toSessionUser } from '@cms/domain/accounts/toSessionUser'
import { updateProfile } from '@cms/domain/accounts/updateProfile'
import { clientIp } from '@cms/lib/clientIp'
import { jsonWithCookie } from '@cms/lib/http'
import { signInClientOf } from '@cms/lib/signInClient'
import { getPayloadClient } from '@cms/payloadClient'
import { declare, jsonBody, ok } from '../declaration'
import { answerLoginForm, answerRegisterForm } from './authForms'
import { PERSONAL } from '../policy'
import { sessionOf } from '../session'

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
    handler: async ({ request, body }) => {
      const payload = await getPayloadClient()
      await enforceRateLimits(payload, [{ name: 'check-email:client', subject: clientIp(request), ...LIMITS.checkEmailPerClient }])
      return Response.json({ exists: await emailExists(payload, body.email) })
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
    handler: async ({ request, body }) => {
      const payload = await getPayloadClient()
      const { user, token } = await register(payload, body, signInClientOf(request.headers))
      return jsonWithCookie({ user: toSessionUser(user) }, sessionCookies(payload, token, user.email), 201)
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
    handler: async ({ request, body }) => {
      const payload = await getPayloadClient()
      const { user, token } = await signIn(payload, body, signInClientOf(request.headers))
      return jsonWithCookie({ user: toSessionUser(user) }, sessionCookies(payload, token, user.email))
    },
  }),
  declare({
    method: 'POST',
    path: '/api/auth/register/form',
    tag: 'Accounts',
    summary: "The registration page's form post (works without JavaScript; the action's ?email and ?save are kept): 303 to /profile (or to the job ?save names, saved) with the session cookie, or back to /register with auth_error.",
    access: 'public',
    policy: PERSONAL,
    body: { format: 'form', schema: registerBodySchema.extend({ confirmPassword: z.string() }) },
    answer: { status: 303, schema: null, description: 'Redirect to where a signed-in user goes, or back to the form with the error.' },
    errors: [],
    handler: ({ request }) => answerRegisterForm(request),
  }),
  declare({
    method: 'POST',
    path: '/api/auth/login/form',
    tag: 'Accounts',
    summary: "The sign-in page's form post (works without JavaScript; the action's ?save is kept): 303 to /profile (or to the job ?save names, saved) with the session cookie, or back to /login with auth_error and email.",
    access: 'public',
    policy: PERSONAL,
    body: { format: 'form', schema: loginBodySchema },
    answer: { status: 303, schema: null, description: 'Redirect to where a signed-in user goes, or back to the form with the error.' },
    errors: [],
    handler: ({ request }) => answerLoginForm(request),
  }),
  declare({
    method: 'POST',
    path: '/api/auth/logout',
    tag: 'Accounts',
    summary: 'End the session and clear the cookie.',
    access: 'public',
    policy: PERSONAL,
    answer: ok(successResponseSchema),
    errors: [],
    handler: async ({ request }) => {
      const payload = await getPayloadClient()
      await logout(payload, await sessionOf(payload, request))
      return jsonWithCookie({ success: true, message: 'You have been logged out successfully.' }, expiredSessionCookies(payload))
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
    handler: ({ user }) => Response.json({ user: toSessionUser(user) }),
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
    handler: async ({ user, body }) => Response.json({ user: await updateProfile(await getPayloadClient(), user.id, body) }),
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
    handler: async ({ request, body }) => {
      const payload = await getPayloadClient()
      return Response.json(await changePassword(payload, await sessionOf(payload, request), body, signInClientOf(request.headers)))
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
    handler: async ({ request, body }) => Response.json(await requestPasswordReset(await getPayloadClient(), body.email, clientIp(request))),
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
    handler: async ({ body }) => Response.json(await resetPassword(await getPayloadClient(), body)),
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
    handler: async ({ user, body }) => Response.json({ success: true, user: toSessionUser(await setJobSaved(await getPayloadClient(), user, body.jobSlug, true)) }),
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
    handler: async ({ user, body }) => Response.json({ success: true, user: toSessionUser(await setJobSaved(await getPayloadClient(), user, body.jobSlug, false)) }),
  }),
  declare({
    method: 'GET',
    path: '/api/saved-jobs',
    tag: 'Accounts',
    summary: "The signed-in user's saved jobs.",
    access: 'user',
    answer: ok(savedJobsResponseSchema),
    errors: [],
    handler: async ({ user }) => Response.json({ jobs: await listSavedJobs(await getPayloadClient(), user) }),
  }),
]
