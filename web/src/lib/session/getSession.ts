import { queryOptions, useQuery } from '@tanstack/react-query'
import { useLocation } from 'react-router-dom'
import { getOrNullOn401 } from '@web/lib/apiClient'
import { skipsSessionCheck } from './sessionSkippedPaths'
import type { UserResponse } from '@cms/contract/accounts'
import { accountKeys } from './queryKeys'

/** The signed-in user, or null when signed out (the server answers 401). */
export const getSession = async () => (await getOrNullOn401<UserResponse>('/api/auth/session'))?.user ?? null

export const sessionQueryOptions = () => queryOptions({ queryKey: accountKeys.session(), queryFn: getSession })

/** Session state for the shell: loading, then a user or null. Skipped on the purchase pages. */
export function useSession() {
  const { pathname } = useLocation()
  const query = useQuery({ ...sessionQueryOptions(), enabled: !skipsSessionCheck(pathname) })
  return { user: query.data ?? null, loading: query.isLoading }
}
