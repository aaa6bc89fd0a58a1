import crypto from 'node:crypto'
import { promisify } from 'node:util'

const pbkdf2 = promisify(crypto.pbkdf2)

// Payload 3's current password hash (pbkdf2-sha256-v1): 600,000 iterations, 32-byte key.
const ITERATIONS = 600_000
const KEY_LENGTH = 32
const DECOY_SALT = crypto.randomBytes(32).toString('hex')

/**
 * The password hashing a sign-in to an existing account costs, done for an address with no account,
 * so the answer's timing does not tell a guesser which addresses are registered.
 */
export async function hashLikeASignIn(password: string): Promise<void> {
  await pbkdf2(password, DECOY_SALT, ITERATIONS, KEY_LENGTH, 'sha256')
}
