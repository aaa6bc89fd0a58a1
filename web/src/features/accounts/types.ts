import type { Role } from '@contract/accounts'

export type Gender = 'male' | 'female' | 'other' | 'prefer_not_to_say'

export interface SessionUser {
  id: number
  email: string
  fullName?: string | null
  username?: string | null
  role: Role
  location?: string | null
  gender?: Gender | null
  savedJobs: string[]
}
