/**
 * The plain values of the account's data calls, without zod (the e2e specs and the browser's first script read
 * them without the schema library). `accountData.ts` re-exports them beside the schemas.
 */
/**
 * "Download my data" and "Delete my account" (the profile's Your data section). An account's data is what it
 * made itself (saved jobs, its alerts, contact messages sent while signed in) and, once the account has proven it
 * reads its address, what the site holds for that address (confirmed alerts, the newsletter subscription, guide
 * purchases, job posts, contact messages sent signed out). Registration never checks the address, so an unproven
 * account must not read, or delete, what someone else did with it.
 */
export const ACCOUNT_DATA_MESSAGES = {
  unprovenNote:
    'Your e-mail address is not proven yet (you prove it by confirming a job alert while signed in), so this export holds what this account did itself: data we hold only under the address (newsletter, guide purchases, job posts, messages sent signed out) is not included.',
  provenNote: 'This export holds your account and everything we hold under its e-mail address.',
  wrongPassword: 'That password is not correct.',
  passwordRequired: 'Please enter your password to confirm.',
  lastAdmin: 'You are the only admin. Make another account an admin before deleting this one.',
  deleted:
    'Your account has been deleted, with its saved jobs and job alerts. Records of guide purchases are kept for accounting, no longer linked to an account.',
  unsubscribed: 'You are unsubscribed from the newsletter.',
} as const

/** The download's file name for a day (`nomad-jobs-account-2026-11-27.json`). */
export const accountExportFileName = (day: string) => `nomad-jobs-account-${day}.json`
