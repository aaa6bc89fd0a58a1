import crypto from 'node:crypto'

// Payload 3's current password hash (pbkdf2-sha256-v1): 600,000 iterations, 32-byte key.
const ITERATIONS = 600_000
const KEY_LENGTH = 32
const DECOY_SALT = crypto.randomBytes(32).toString('hex')

/**
 * The password hashing a sign-in to an existing account costs, done for an address with no account,
 * so the answer's timing does not tell a guesser which addresses are registered.
 */
export async function hashLikeASignIn(password: string): Promise<void> {
  // crypto.pbkdf2 read at the call, as Payload's own hash reads it, so both run wherever the server routes them
  // (cms/lib/backgroundHashes.ts) and take the same time.
  await new Promise<void>((resolve, reject) => crypto.pbkdf2(password, DECOY_SALT, ITERATIONS, KEY_LENGTH, 'sha256', (error) => (error ? reject(error) : resolve())))
}
