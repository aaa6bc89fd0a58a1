import { describe, expect, it } from 'vitest'
import type { Failure } from '@cms/domain/failure'
import { CHANGE_CREDENTIALS_ELSEWHERE, credentialsChangeOnlyThroughAccountCalls } from './credentialsChangeOnlyThroughAccountCalls'

type Args = Parameters<typeof credentialsChangeOnlyThroughAccountCalls>[0]
const original = { id: 5, email: 'me@example.com' }
const run = (data: Record<string, unknown>, extra: Partial<{ operation: string; payloadAPI: string; userId: number | null; originalDoc: unknown }> = {}) =>
  credentialsChangeOnlyThroughAccountCalls({
    data,
    operation: extra.operation ?? 'update',
    originalDoc: 'originalDoc' in extra ? extra.originalDoc : original,
    req: { payloadAPI: extra.payloadAPI ?? 'REST', user: extra.userId === null ? null : { id: extra.userId ?? 5 } },
  } as unknown as Args)

const refused = (call: () => unknown) => {
  try {
    call()
  } catch (error) {
    return [(error as Failure).kind, (error as Error).message]
  }
  return null
}

describe('credentialsChangeOnlyThroughAccountCalls', () => {
  it('refuses a user setting their own password or e-mail through REST or the admin UI', () => {
    expect(refused(() => run({ password: 'new-password' }))).toEqual(['forbidden', CHANGE_CREDENTIALS_ELSEWHERE])
    expect(refused(() => run({ email: 'new@example.com' }))).toEqual(['forbidden', CHANGE_CREDENTIALS_ELSEWHERE])
  })

  it('lets other changes through, and the same e-mail in another case or with spaces', () => {
    const data = { name: 'New name', email: ' ME@example.com ', password: '' }
    expect(run(data)).toBe(data)
  })

  it('leaves the Local API, creation, and changes to another user (an admin) alone', () => {
    const data = { password: 'new-password', email: 'new@example.com' }
    expect(run(data, { payloadAPI: 'local' })).toBe(data)
    expect(run(data, { operation: 'create' })).toBe(data)
    expect(run(data, { userId: 1 })).toBe(data)
    expect(run(data, { userId: null })).toBe(data)
    expect(run(data, { originalDoc: undefined })).toBe(data)
  })
})
