import { z } from 'zod'

/** The longest address any call takes (RFC 5321's path limit). */
export const EMAIL_MAX = 254

/**
 * The one e-mail rule: Payload's e-mail field's own pattern (`validations.email` in payload/shared), so an address
 * every call accepts is one Payload stores. zod's `z.email()` alone took `a@b-.co` (a domain label ending in a
 * hyphen), which Payload's field then refused: a 500 after the input check. `email.test.ts` runs the edge cases
 * through both and fails on any disagreement.
 */
export const EMAIL_PATTERN =
  /^(?!.*\.\.)[\w!#$%&'*+/=?^`{|}~-](?:[\w!#$%&'*+/=?^`{|}~.-]*[\w!#$%&'*+/=?^`{|}~-])?@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i

/** An e-mail address field: trimmed, at most EMAIL_MAX characters, by EMAIL_PATTERN; every refusal says `message`. */
export const emailAddress = (message: string) => z.string({ error: message }).meta({ examples: ['ana@example.com'] }).trim().max(EMAIL_MAX, message).pipe(z.email({ pattern: EMAIL_PATTERN, error: message }))
