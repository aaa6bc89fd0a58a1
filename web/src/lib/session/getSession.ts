import { queryOptions, useQuery } from '@tanstack/react-query'
import { useLocation } from 'react-router-dom'
import { apiCallOrNullOn401 } from '@web/lib/api/client'
import { skipsSessionCheck } from './sessionSkippedPaths'
import { accountKeys } from './queryKeys'
import { clearSignedInHint, useSignedInHint } from './signedInHint'

/** The signed-in user, or null when signed out (the server answers 401, which also retires the signed-in hint). */
export const getSession = async () => {
  const answer = await apiCallOrNullOn401('getAuthSession')
  if (!answer) clearSignedInHint()
  return answer?.user ?? null
}

export const sessionQueryOptions = () => queryOptions({ queryKey: accountKeys.session(), queryFn: getSession })

/**
 * Session state for the shell: loading, then a user or null. Asked only when the browser holds the signed-in hint
 * (a visitor who never signed in is known to be signed out), and skipped on the purchase pages.
 */
export function useSession() {
  const { pathname } = useLocation()
  const hint = useSignedInHint()
  const skipped = skipsSessionCheck(pathname)
  const query = useQuery({ ...sessionQueryOptions(), enabled: hint === true && !skipped })
  const waitingForHint = hint === null && !skipped && query.data === undefined
  return { user: query.data ?? null, loading: waitingForHint || query.isLoading }
}
