import { accountExportFileName, accountExportSchema, deleteAccountBodySchema, deleteAccountResponseSchema } from '@cms/contract/accountData'
import { deleteAccount } from '@cms/domain/accounts/deleteAccount'
import { exportAccount } from '@cms/domain/accounts/exportAccount'
import { expiredSessionCookies } from '@cms/domain/accounts/sessionCookie'
import { signInClientOf } from '@cms/lib/signInClient'
import { answerWith, declare, jsonBody, ok, withCookies } from '../declaration'

/** The profile's "Download my data" and "Delete my account" (docs/accounts.md). */
export const accountDataCalls = [
  declare({
    method: 'GET',
    path: '/api/auth/export',
    tag: 'Accounts',
    summary: 'Everything held about the signed-in account, as a JSON file to download (never a password hash or a token).',
    access: 'user',
    answer: ok(accountExportSchema, { description: 'A JSON attachment (Content-Disposition), named after the day.' }),
    errors: [],
    handler: async ({ user, payload }) => {
      const data = await exportAccount(payload, user)
      return answerWith(data, { headers: { 'Content-Disposition': `attachment; filename="${accountExportFileName(data.exportedAt.slice(0, 10))}"` } })
    },
  }),
  declare({
    method: 'POST',
    path: '/api/auth/delete-account',
    tag: 'Accounts',
    summary: 'Delete the signed-in account (its password again), with its sessions, saved jobs and alerts; guide purchases are kept, unlinked. Ends the session.',
    access: 'user',
    body: jsonBody(deleteAccountBodySchema),
    answer: ok(deleteAccountResponseSchema),
    errors: [409, 429],
    headers: ['cookie'],
    handler: async ({ body, user, payload, client, headers }) => {
      const { message } = await deleteAccount(payload, user, signInClientOf(client.address, headers.get('cookie')), body)
      return withCookies({ success: true as const, message }, expiredSessionCookies(payload))
    },
  }),
]
