import { emailBodySchema, MSG } from '@cms/contract/accounts'

/**
 * The home e-mail box: an existing address goes to /login?email=..., a new one to
 * /register?email=.... The configured admin address (VITE_ADMIN_EMAIL) goes straight to login and is the
 * only entry of the fallback list used when the check fails: no user's address is ever shipped to the browser.
 */
export class EmptyEmailError extends Error {
  constructor() {
    super('Please enter your email')
  }
}

/** A malformed address is the visitor's typo, not a failed check: say so before asking the server. */
export class InvalidEmailError extends Error {
  constructor() {
    super(MSG.email)
  }
}

export class EmailCheckError extends Error {
  constructor() {
    super('Error checking email. Please try again.')
  }
}

export interface EmailDestinationDeps {
  checkEmail: (email: string) => Promise<boolean>
  adminEmail?: string | null
}

export async function emailDestination(raw: string, { checkEmail, adminEmail }: EmailDestinationDeps): Promise<string> {
  const email = raw.trim()
  if (!email) throw new EmptyEmailError()
  if (!emailBodySchema.safeParse({ email }).success) throw new InvalidEmailError()
  const query = `?email=${encodeURIComponent(email)}`
  const knownEmails = adminEmail ? [adminEmail.trim().toLowerCase()] : []
  if (knownEmails.includes(email.toLowerCase())) return `/login${query}`
  let exists: boolean
  try {
    exists = await checkEmail(email)
  } catch {
    if (knownEmails.includes(email.toLowerCase())) return `/login${query}`
    throw new EmailCheckError()
  }
  return exists ? `/login${query}` : `/register${query}`
}
