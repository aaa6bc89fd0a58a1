import { useEffect, type ReactNode } from 'react'
import { Navigate } from 'react-router-dom'
import { toast } from '@web/components/ui/useToast'
import { useSession } from '@web/lib/session/getSession'

/**
 * The admin routes' guard (spec 1 §6, spec 2 §2): signed out -> /login; signed-in non-admin -> / with a
 * destructive 'Access Denied' toast. The server checks every admin call on its own as well.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { user, loading } = useSession()
  const denied = !loading && user !== null && user.role !== 'admin'

  useEffect(() => {
    if (denied) toast({ title: 'Access Denied', description: 'You need administrator privileges to access this page.', variant: 'destructive' })
  }, [denied])

  if (loading) return <div role="status" aria-label="Loading" className="p-12" />
  if (!user) return <Navigate to="/login" replace />
  if (denied) return <Navigate to="/" replace />
  return <>{children}</>
}
