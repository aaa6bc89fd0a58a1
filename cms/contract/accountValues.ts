/** The plain values of signing in, without zod, so the job page's Save button can use them without the schema library. */

/**
 * Sign-in and registration as plain form posts, so a password never lands in the address bar when the form is
 * sent before the scripts run (or without JavaScript). The form's action carries its page's query (`email`,
 * `save`); the call answers 303 to where a signed-in user goes, or back to the page with `auth_error` (and, for
 * sign-in, the typed address in `email`).
 */
export const AUTH_FORM_ACTIONS = { login: '/api/auth/login/form', register: '/api/auth/register/form' } as const
export const AUTH_FORM_PARAMS = { error: 'auth_error', email: 'email', save: 'save' } as const

/**
 * Where a sign-in or registration leads: to /profile (the spec), or, when it started from a job's Save button
 * (`save`: the job's slug), back to that job, saved (docs/design-notes.md "Sign-in finishes what started it").
 */
export function afterSignInPath(saveSlug: string | null | undefined): string {
  return saveSlug ? `/jobs/${encodeURIComponent(saveSlug)}` : '/profile'
}
