import { JOB_PROVIDERS, type JobProviderId } from '@cms/contract/providerValues'
import { AlertTriangle } from 'lucide-react'
import { Card } from '@web/components/ui/Card'
import { timeAgo } from '@web/lib/dates'
import { useIngestionRuns } from '../api/ingestionRuns'
import { sourcesOverview, type IngestionRunView } from '../sourcesOverview'

const sourceName = (id: string) => JOB_PROVIDERS[id as JobProviderId]?.name ?? id

function runSummary(run: IngestionRunView): string {
  if (run.status === 'succeeded') return `${run.fetched ?? 0} fetched, ${run.created ?? 0} new, ${run.updated ?? 0} updated, ${run.expired ?? 0} expired${run.error ? `. ${run.error}` : ''}`
  if (run.status === 'running') return 'Running now.'
  return run.error ?? 'No reason recorded.'
}

/** Each source's latest import, and why the sources returned nothing when this server reached none of them. */
export function RecentImportsPanel() {
  const runs = useIngestionRuns()
  const overview = sourcesOverview(runs.data?.runs ?? [])
  return (
    <Card title="Recent Imports" description="Each source's latest run: the schedule's, the first start's or Import Jobs Now.">
      {runs.isError && <p className="text-sm text-red-700">Failed to load the latest imports.</p>}
      {overview.offline && (
        <p role="alert" data-testid="sources-offline" className="mb-4 flex items-start gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          <AlertTriangle size={16} aria-hidden className="mt-0.5 shrink-0" />
          {overview.offline}
        </p>
      )}
      {runs.data && !overview.latest.length && <p className="text-sm text-slate-600">No import has run yet.</p>}
      <ul className="divide-y divide-slate-100">
        {overview.latest.map((run) => (
          <li key={run.id} data-testid={`run-${run.provider}`} className="flex flex-col gap-1 py-3 text-sm sm:flex-row sm:gap-4">
            <div className="shrink-0 sm:w-44">
              <span className="font-medium text-slate-900">{sourceName(run.provider)}</span>{' '}
              <span className={run.status === 'failed' ? 'text-red-700' : 'text-slate-500'}>{run.status}</span>
              <div className="text-xs text-slate-500">{timeAgo(new Date(run.startedAt), new Date())}</div>
            </div>
            <p className="min-w-0 break-words text-slate-600">{runSummary(run)}</p>
          </li>
        ))}
      </ul>
    </Card>
  )
}
