import type { Payload } from 'payload'
import type { User } from '@cms/payload-types'

/**
 * How an account is read for the session and the account calls: its saved jobs come with the two fields those
 * show (slug and title), not as whole job documents with every relationship of theirs. Every signed-in request
 * reads its account, so this is on the hot path (a whole-document read cost about three times as much CPU).
 */
export const ACCOUNT_READ = { depth: 1, populate: { jobs: { slug: true, title: true } } } as const

/** The account with its saved jobs' slugs and titles. */
export function readAccount(payload: Payload, id: number): Promise<User> {
  return payload.findByID({ collection: 'users', id, overrideAccess: true, ...ACCOUNT_READ })
}
