import type { ProviderDisplayStatus } from '@cms/contract/admin'
import { STATUS_LABEL } from '../providerStatus'
import { Spinner } from './ui'

const LOOK: Record<ProviderDisplayStatus, string> = {
  available: 'bg-green-100 text-green-800',
  unavailable: 'bg-red-100 text-red-800',
  checking: 'bg-blue-100 text-blue-800',
  unknown: 'bg-slate-100 text-slate-700',
}

export function ProviderStatusBadge({ status }: { status: ProviderDisplayStatus }) {
  return (
    <span data-testid="provider-status" className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${LOOK[status]}`}>
      {status === 'checking' && <Spinner className="h-3 w-3" />}
      {STATUS_LABEL[status]}
    </span>
  )
}
