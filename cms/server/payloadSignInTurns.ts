import type { ServerResponse } from 'node:http'
import { holdSignInTurn } from '@cms/domain/accounts/login'
import { Failure } from '@cms/domain/failure'
import { settings } from '../lib/settings'
import { answerBusy } from './admitRequests'
import { keepPlaceOnceGiven } from './keepPlaceOnceGiven'
import type { Middleware } from './middlewareStep'

/** Payload's REST sign-in, as its router reads the path: decoded, repeated and trailing slashes dropped. */
function isPayloadLogin(path: string): boolean {
  if (!path.startsWith('/cms/api/')) return false
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return false
  }
  return decoded.replace(/\/{2,}/g, '/').replace(/\/+$/, '') === '/cms/api/users/login'
}

/**
 * Middleware: Payload's own REST sign-in (the admin UI's) takes the same sign-in turns as /api/auth/login, so
 * password hashes never run on more cores at once than the turns allow, whichever door a flood of sign-ins
 * comes through (cms/domain/accounts/login.ts). The turn is held until the answer ends or the client leaves;
 * past the waiting places, or after the longest wait, the sign-in is refused as busy before Payload sees it.
 */
export const payloadSignInTurns: Middleware = ({ request, response, path }) => {
  // Synchronous for every other request: a step that returns a promise delays all the steps after it by a turn.
  if (request.method !== 'POST' || !isPayloadLogin(path)) return false
  return afterSignInTurn(response, path)
}

/** Lets the sign-in go on once it holds a turn (false), or answers it (true): busy, or its client already gone. */
async function afterSignInTurn(response: ServerResponse, path: string): Promise<boolean> {
  const turn = holdSignInTurn().catch((error: unknown) => {
    if (error instanceof Failure) return 'busy' as const
    throw error
  })
  const outcome = await keepPlaceOnceGiven(response, turn)
  if (outcome === 'held') return false
  return outcome === 'gone' || answerBusy(response, path, settings().ADMISSION_RETRY_AFTER_SECONDS)
}
