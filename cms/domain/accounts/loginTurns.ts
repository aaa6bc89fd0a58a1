import {
  commitTransaction,
  initTransaction,
  type CollectionAfterErrorHook,
  type CollectionAfterOperationHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'
import { lockAccountForSignIn } from './accountStore'

/*
 * Payload's login reads the user, checks the password, then writes the user's whole session list
 * back with the new session added. Two sign-ins to one account at the same moment start from the
 * same list, and the later write drops the session the earlier one just added: that browser is told
 * it is signed in and is signed out on its very next request (and a save made meanwhile is dropped with
 * it: the write carries the saved list too). Until Payload adds sessions atomically, sign-ins to one account
 * take turns: within this process in memory (a queued sign-in holds no connection), and across servers by an
 * advisory lock the sign-in's own transaction takes before Payload reads the user, held until it commits.
 */

const RELEASE_KEY = 'endLoginTurn'
const OWNS_TRANSACTION_KEY = 'loginOwnsTransaction'
/** A turn that is never ended (an error path no hook sees) frees the account after this long. */
const LONGEST_TURN_MS = 30_000

const lastTurnByAccount = new Map<string, Promise<void>>()

/** The account a sign-in names, as Payload's login looks it up: its e-mail or username, trimmed and lower-case. */
function accountOf(data: unknown): { email: string } | { username: string } {
  const { email, username } = (data ?? {}) as { email?: unknown; username?: unknown }
  if (typeof email === 'string') return { email: email.trim().toLowerCase() }
  return { username: typeof username === 'string' ? username.trim().toLowerCase() : '' }
}

const keyOf = (account: { email: string } | { username: string }) => ('email' in account ? account.email : account.username)

/** Waits until earlier sign-ins to the same account have finished. */
export const waitForLoginTurn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const account = accountOf(args.data)
  const key = keyOf(account)
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
  req.context[RELEASE_KEY] = () => {
    clearTimeout(timer)
    release()
  }
  await previous
  // Payload starts its transaction only after the password check, too late for the read it writes back.
  req.context[OWNS_TRANSACTION_KEY] = await initTransaction(req)
  await lockAccountForSignIn(req, account)
  return args
}

/**
 * Ends the request's sign-in turn, if it holds one. Its transaction, if the turn opened it and Payload left it open
 * (a wrong password fails before Payload's own handling), is committed as Payload would have written without one,
 * which frees the account on every server.
 */
export async function endLoginTurn(req: Partial<PayloadRequest>): Promise<void> {
  const release = req.context?.[RELEASE_KEY]
  if (typeof release !== 'function') return
  try {
    if (req.context?.[OWNS_TRANSACTION_KEY] && req.transactionID) await commitTransaction(req as PayloadRequest)
  } finally {
    release()
  }
}

/** The next sign-in must see the new session, so the login's transaction is committed here, before the turn ends. */
export const endLoginTurnAfterLogin: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  if (operation !== 'login') return result
  await endLoginTurn(req)
  return result
}

/** REST and GraphQL sign-in failures (wrong password, locked) end the turn here. */
export const endLoginTurnAfterError: CollectionAfterErrorHook = async ({ req }) => {
  await endLoginTurn(req)
}
