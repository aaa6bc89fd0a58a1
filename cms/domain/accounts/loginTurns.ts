import { commitTransaction, type CollectionAfterErrorHook, type CollectionAfterOperationHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'

/*
 * Payload's login reads the user, checks the password, then writes the user's whole session list
 * back with the new session added. Two sign-ins to one account at the same moment start from the
 * same list, and the later write drops the session the earlier one just added: that browser is told
 * it is signed in and is signed out on its very next request. Until Payload adds sessions atomically,
 * sign-ins to one account take turns within this process.
 */

const RELEASE_KEY = 'endLoginTurn'
const OWNS_TRANSACTION_KEY = 'loginOwnsTransaction'
/** A turn that is never ended (an error path no hook sees) frees the account after this long. */
const LONGEST_TURN_MS = 30_000

const lastTurnByAccount = new Map<string, Promise<void>>()

function accountKey(data: unknown): string {
  const { email, username } = (data ?? {}) as { email?: unknown; username?: unknown }
  const id = typeof email === 'string' ? email : typeof username === 'string' ? username : ''
  return id.trim().toLowerCase()
}

/** Waits until earlier sign-ins to the same account have finished. */
export const waitForLoginTurn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const key = accountKey(args.data)
  const previous = lastTurnByAccount.get(key) ?? Promise.resolve()
  let release!: () => void
  const turn = new Promise<void>((resolve) => (release = resolve))
  const timer = setTimeout(release, LONGEST_TURN_MS)
  timer.unref?.()
  const queued = previous.then(() => turn)
  lastTurnByAccount.set(key, queued)
  void queued.then(() => {
    if (lastTurnByAccount.get(key) === queued) lastTurnByAccount.delete(key)
  })
  req.context[OWNS_TRANSACTION_KEY] = !req.transactionID
  req.context[RELEASE_KEY] = () => {
    clearTimeout(timer)
    release()
  }
  await previous
  return args
}

/** Ends the request's sign-in turn, if it holds one. */
export function endLoginTurn(req: Partial<PayloadRequest>): void {
  const release = req.context?.[RELEASE_KEY]
  if (typeof release === 'function') release()
}

/**
 * Payload commits the login's transaction after this hook; the next sign-in must see the new session,
 * so the login's own transaction is committed here first (Payload's later commit is then a no-op).
 */
export const endLoginTurnAfterLogin: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  if (operation !== 'login') return result
  if (req.context[OWNS_TRANSACTION_KEY] && req.transactionID) await commitTransaction(req)
  endLoginTurn(req)
  return result
}

/** REST and GraphQL sign-in failures (wrong password, locked) end the turn here. */
export const endLoginTurnAfterError: CollectionAfterErrorHook = ({ req }) => {
  endLoginTurn(req)
}
