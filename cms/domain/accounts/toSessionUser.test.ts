import { describe, expect, it } from 'vitest'
import type { User } from '@cms/payload-types'
import { toSessionUser } from './toSessionUser'

const base = { id: 7, email: 'ada@example.com', role: 'user', updatedAt: '', createdAt: '' } as unknown as User

describe('toSessionUser', () => {
  it('fills missing profile fields with null and lists no saved jobs', () => {
    expect(toSessionUser(base)).toEqual({ id: 7, email: 'ada@example.com', fullName: null, username: null, role: 'user', location: null, gender: null, homeCountry: null, homeTz: null, savedJobs: [] })
  })

  it('gives saved jobs as slugs, dropping unresolved references', () => {
    const user = { ...base, savedJobs: [{ id: 1, slug: 'react-dev' }, 2, { id: 3, slug: null }, { id: 4, slug: 'go-dev' }] } as unknown as User
    expect(toSessionUser(user).savedJobs).toEqual(['react-dev', 'go-dev'])
  })

  it('never carries hashes, sessions or tokens', () => {
    const user = { ...base, hash: 'h', salt: 's', sessions: [{ id: 'x' }], resetPasswordToken: 't' } as unknown as User
    expect(Object.keys(toSessionUser(user)).sort()).toEqual(['email', 'fullName', 'gender', 'homeCountry', 'homeTz', 'id', 'location', 'role', 'savedJobs', 'username'])
  })
})
