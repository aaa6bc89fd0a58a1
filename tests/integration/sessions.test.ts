import { afterEach, describe, expect, it } from 'vitest'
import type { PoolClient } from 'pg'
import { ACCOUNT_WRITE_LOCK } from '@cms/domain/accounts/accountStore'
import { payloadLogin } from '@cms/domain/accounts/login'
import { poolOf } from '@cms/lib/sql'
import { createTestUser, getTestPayload } from './helpers'

/** Sign-ins waiting for the account's advisory lock (the two-key form: classid, objid). */
async function waitingForAccountLock(client: PoolClient, userId: number): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND classid = $1 AND objid = $2 AND objsubid = 2`,
    [ACCOUNT_WRITE_LOCK, userId],
  )
  return rows[0]!.n
}

describe('sessions', () => {
  let otherServer: PoolClient | null = null
  afterEach(async () => {
    await otherServer?.query('ROLLBACK').catch(() => {})
    otherServer?.release()
    otherServer = null
  })

  it('keeps every session when one account signs in from several places at the same moment', async () => {
    const payload = await getTestPayload()
    const { email, password } = await createTestUser()
    const logins = await Promise.all(Array.from({ length: 4 }, () => payloadLogin(payload, { email, password })))
    for (const { token } of logins) {
      const headers = new Headers({ Authorization: `JWT ${token}` })
      const { user } = await payload.auth({ headers })
      expect(user?.email).toBe(email)
    }
  })

  it('takes turns with a sign-in to the same account on another server: it reads the user only once that one has committed', async () => {
    const payload = await getTestPayload()
    const { email, password, user } = await createTestUser()
    // Another server's sign-in to the account, mid-way: its transaction holds the account's lock.
    otherServer = await poolOf(payload).connect()
    await otherServer.query('BEGIN')
    await otherServer.query('SELECT pg_advisory_xact_lock($1, $2)', [ACCOUNT_WRITE_LOCK, user.id])

    let signedIn = false
    const login = payloadLogin(payload, { email, password }).then((result) => ((signedIn = true), result))
    const deadline = Date.now() + 15_000
    while ((await waitingForAccountLock(otherServer, user.id)) === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await waitingForAccountLock(otherServer, user.id)).toBe(1)
    expect(signedIn).toBe(false)

    await otherServer.query('COMMIT')
    const { token } = await login
    const { user: signedInUser } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
    expect(signedInUser?.email).toBe(email)
  })

  it('frees the account on every server after a wrong password', async () => {
    const payload = await getTestPayload()
    const { email, password, user } = await createTestUser()
    await expect(payloadLogin(payload, { email, password: `${password}-wrong` })).rejects.toThrow()
    otherServer = await poolOf(payload).connect()
    const { rows } = await otherServer.query<{ free: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS free', [ACCOUNT_WRITE_LOCK, user.id])
    expect(rows[0]!.free).toBe(true)
    await otherServer.query('SELECT pg_advisory_unlock($1, $2)', [ACCOUNT_WRITE_LOCK, user.id])
  })
})
