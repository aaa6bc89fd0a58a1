import { describe, expect, it } from 'vitest'
import { ACCOUNT_DATA_MESSAGES } from '@cms/contract/accountData'
import { refuseDeletingTheLastAdmin } from './deleteAccount'

/** The admin rows the locking query finds (the shared test database always holds other admins, so the rule is tested here). */
const adminsAre = (...ids: number[]) => ({ query: async () => ({ rows: ids.map((id) => ({ id })) }) }) as never

describe('refuseDeletingTheLastAdmin', () => {
  it('refuses the only admin with a 409 that says what to do', async () => {
    await expect(refuseDeletingTheLastAdmin(adminsAre(7), 7)).rejects.toMatchObject({ status: 409, message: ACCOUNT_DATA_MESSAGES.lastAdmin })
  })

  it('lets an admin go while another remains', async () => {
    await expect(refuseDeletingTheLastAdmin(adminsAre(7, 8), 7)).resolves.toBeUndefined()
  })
})
