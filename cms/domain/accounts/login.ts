import pLimit from 'p-limit'
import { AuthenticationError, type Payload, type PayloadRequest } from 'payload'
import { API_ERRORS } from '@cms/contract/apiErrors'
import { endLoginTurn } from '@cms/domain/accounts/loginTurns'
import { Failure } from '@cms/domain/failure'
import { HASHING_THREADS } from '@cms/lib/backgroundHashes'
import { metrics } from '@cms/lib/metrics'
import { settings } from '@cms/lib/settings'
import type { User } from '@cms/payload-types'

export const INVALID_CREDENTIALS = 'Invalid email or password.'

/** A signed-in user as Payload's auth gives it: with the id of the session it came with. */
export type AuthUser = User & { collection: 'users'; _sid?: string }

/** Who is signing in, as the sign-in limits count them: the client's address and the device cookie it sent. */
export interface SignInClient {
  address: string
  deviceCookie: string | null
}

/** Where a sign-in hands its client to the Users collection's sign-in guard (Payload's request context). */
export const SIGN_IN_CLIENT = 'signInClient'

/**
 * Signs in with Payload's login (which adds a server-side session); 401 for a wrong e-mail or password.
 * The rate limits and the equal work for unknown accounts live in the Users collection's sign-in guard,
 * so Payload's own REST login and the admin UI go through them too.
 */
export async function signIn(payload: Payload, { email, password }: { email: string; password: string }, client: SignInClient, options: { refusable?: boolean } = {}): Promise<{ user: User; token: string }> {
  try {
    const result = await payloadLogin(payload, { email, password }, client, options)
    if (!result.token) throw new Failure('signed-out', INVALID_CREDENTIALS)
    return { user: result.user as User, token: result.token }
  } catch (error) {
    if (error instanceof AuthenticationError) throw new Failure('signed-out', INVALID_CREDENTIALS)
    throw error
  }
}

/**
 * Sign-ins this process works on at once: one per hashing thread (half its cores, at least one). Each checks a
 * password hash (600,000 rounds, about a fifth of a second of a core, or the same work for an unknown account) on a
 * low-priority thread (cms/lib/backgroundHashes.ts). A burst of sign-ins all hashing at once took the cores from
 * every server's event loop and held pages for seconds; queued here, the burst waits for its own turns instead
 * (bench:load, docs/operations.md).
 */
export const SIGN_INS_AT_ONCE = HASHING_THREADS
const signInTurns = pLimit(SIGN_INS_AT_ONCE)

/**
 * Sign-ins that may wait for a turn, per turn: about a second's worth when the server is not loaded. One more is
 * refused at once with 503 and Retry-After, like any request the server is too full to take, and nothing of it is done.
 */
export const SIGN_INS_WAITING_PER_TURN = 6

/**
 * The longest a sign-in waits for its turn. Under a flood each turn takes much longer than its hash (the database
 * and the cores are shared), and six waiting sign-ins were still there when their clients gave up at 10 s: one
 * that has not started by now is refused as busy, and its turn, when it comes, does nothing.
 */
export const SIGN_IN_LONGEST_WAIT_MS = 3000

/** Which door a sign-in came through, for the shed count: the /api's or Payload's REST (the admin UI's). */
type SignInDoor = 'api' | 'cms'

function busy(door: SignInDoor): Failure {
  metrics.shed.inc({ reason: 'sign_in_turns', kind: door })
  return new Failure('unavailable', API_ERRORS.busy, { retryAfter: settings().ADMISSION_RETRY_AFTER_SECONDS })
}

/** Throws the busy refusal when every waiting place for a sign-in turn is taken. */
export function refuseWhenSignInsAreFull(door: SignInDoor = 'api'): void {
  if (signInTurns.pendingCount >= SIGN_INS_AT_ONCE * SIGN_INS_WAITING_PER_TURN) throw busy(door)
}

/**
 * `work` in a sign-in turn, or a busy refusal when every waiting place is taken or the turn is too long coming.
 * A sign-in that completes a write already made (a new account's) is never refused: it waits for its turn.
 */
function inSignInTurn<T>(work: () => Promise<T>, refusable: boolean, door: SignInDoor = 'api'): Promise<T> {
  if (!refusable) return signInTurns(work)
  refuseWhenSignInsAreFull(door)
  return new Promise<T>((resolve, reject) => {
    let refused = false
    const tooLate = setTimeout(() => {
      refused = true
      reject(busy(door))
    }, SIGN_IN_LONGEST_WAIT_MS)
    void signInTurns(async () => {
      clearTimeout(tooLate)
      if (refused) return
      await work().then(resolve, reject)
    })
  })
}

/**
 * A sign-in turn for a sign-in Payload answers by itself (its REST login, which the admin UI uses): the turn's
 * release once the turn comes, to call when the sign-in's answer ends; or the busy refusal, as for any sign-in.
 */
export function holdSignInTurn(): Promise<() => void> {
  return new Promise((held, refused) => {
    inSignInTurn(() => new Promise<void>((release) => held(release)), true, 'cms').catch(refused)
  })
}

/**
 * Payload's login with a request object of our own, so the account's sign-in turn ends as soon as the call does,
 * also when it fails (see cms/domain/accounts/loginTurns). Without a client (a sign-in of the server's own) there is
 * nobody to throttle.
 */
export async function payloadLogin(payload: Payload, data: { email: string; password: string }, client?: SignInClient, { refusable = true } = {}) {
  return inSignInTurn(async () => {
    const req: Partial<PayloadRequest> = {}
    try {
      return await payload.login({ collection: 'users', data, depth: 1, req, context: client ? { [SIGN_IN_CLIENT]: client } : {} })
    } finally {
      await endLoginTurn(req)
    }
  }, refusable)
}
