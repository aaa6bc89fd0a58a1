import type { ProviderDisplayStatus } from '@cms/contract/admin'
import { AlertTriangle } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { toast } from '@web/components/ui/useToast'
import { JobBoardsPanel } from './JobBoardsPanel'
import { JobPostReviewPanel } from './JobPostReviewPanel'
import { JobQualityPanel } from './JobQualityPanel'
import { RecentImportsPanel } from './RecentImportsPanel'
import { useApiConfig } from '../api/getApiConfig'
import { useCheckApiStatus } from '../api/getApiStatus'
import { useRunIngestion } from '../api/runIngestion'
import { useSaveApiConfig } from '../api/saveApiConfig'
import { allStatuses, statusesFromCheck } from '../providerStatus'
import { ProviderStatusBadge } from './ProviderStatusBadge'
import { Button } from '@web/components/ui/Button'
import { Card } from '@web/components/ui/Card'
import { Spinner } from '@web/components/ui/Spinner'
import { ToggleSwitch } from '@web/components/ui/ToggleSwitch'

const ENV_KEYS = [
  { name: 'RAPIDAPI_KEY', use: 'Job search API' },
  { name: 'ADZUNA_API_KEY', use: 'Job search API' },
  { name: 'ADZUNA_APP_ID', use: 'Job search API' },
  { name: 'WEB3CAREER_API_TOKEN', use: 'Web3 job listings' },
  { name: 'BRANDFETCH_API_KEY', use: 'Company logos and brand info' },
]

export function ApiManagementTab() {
  const config = useApiConfig()
  const save = useSaveApiConfig()
  const check = useCheckApiStatus()
  const ingest = useRunIngestion()
  const providers = useMemo(() => config.data?.providers ?? [], [config.data])
  const ids = useMemo(() => providers.map((p) => p.id), [providers])
  const [enabled, setEnabled] = useState<Record<string, boolean>>({})
  const [statuses, setStatuses] = useState<Record<string, ProviderDisplayStatus>>({})

  // The switches toggle locally until saved; a (re)loaded list resets them.
  useEffect(() => {
    setEnabled(Object.fromEntries(providers.map((p) => [p.id, p.enabled])))
  }, [providers])

  useEffect(() => {
    if (config.isError) toast({ title: 'Error', description: 'Failed to fetch API configurations. Please try again.', variant: 'destructive' })
  }, [config.isError])

  const checkStatus = () => {
    setStatuses(allStatuses(ids, 'checking'))
    check.mutate(undefined, {
      onSuccess: (response) => {
        setStatuses(statusesFromCheck(ids, response))
        toast({ title: 'API Status Check', description: 'API availability status has been updated.' })
      },
      onError: () => {
        setStatuses(allStatuses(ids, 'unknown'))
        toast({ title: 'Error', description: 'Failed to check API availability status.', variant: 'destructive' })
      },
    })
  }

  const saveChanges = () => {
    save.mutate(
      { providers: providers.map((p) => ({ id: p.id, enabled: enabled[p.id] ?? p.enabled })) },
      {
        onSuccess: () => toast({ title: 'Success', description: 'API configurations have been updated successfully.' }),
        onError: () => toast({ title: 'Error', description: 'Failed to save API configurations. Please try again.', variant: 'destructive' }),
      },
    )
  }

  const importNow = () => {
    ingest.mutate(undefined, {
      onSuccess: ({ runs }) =>
        toast({
          title: 'Job Import Finished',
          description: runs.length
            ? runs.map((r) => `${r.provider}: ${r.status}${r.status === 'succeeded' ? ` (${r.created ?? 0} new, ${r.updated ?? 0} updated, ${r.expired ?? 0} expired)` : ''}`).join('; ')
            : 'No enabled job provider to import from.',
        }),
      onError: () => toast({ title: 'Error', description: 'Failed to import jobs. Please try again.', variant: 'destructive' }),
    })
  }

  return (
    <div className="space-y-6">
      <Card title="External API Integrations" description="Enable or disable the external job-data and brand integrations.">
        {config.isLoading ? (
          <div className="flex justify-center py-8 text-brand-600">
            <Spinner className="h-6 w-6" />
          </div>
        ) : (
          <ul className="divide-y divide-slate-100">
            {providers.map((p) => {
              const on = enabled[p.id] ?? p.enabled
              return (
                <li key={p.id} data-testid={`provider-${p.id}`} className="py-4">
                  <div className="flex flex-wrap items-start justify-between gap-4">
                    <div className="min-w-0 flex-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <h3 className="font-medium text-slate-900">{p.name}</h3>
                        <ProviderStatusBadge status={statuses[p.id] ?? 'unknown'} />
                      </div>
                      <p className="mt-1 text-sm text-slate-600">{p.description}</p>
                    </div>
                    <label className="flex items-center gap-2 text-sm text-slate-700">
                      <ToggleSwitch checked={on} onCheckedChange={(next) => setEnabled((prev) => ({ ...prev, [p.id]: next }))} label={`${p.name} enabled`} />
                      {on ? 'Enabled' : 'Disabled'}
                    </label>
                  </div>
                  {on && !p.hasApiKey && (
                    <p role="alert" className="mt-3 flex items-center gap-2 rounded-md bg-amber-50 p-2 text-sm text-amber-800">
                      <AlertTriangle size={16} aria-hidden />
                      Warning: API key not configured. This API will not function correctly.
                    </p>
                  )}
                </li>
              )
            })}
          </ul>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={importNow} busy={ingest.isPending} disabled={config.isLoading}>
            Import Jobs Now
          </Button>
          <Button variant="outline" onClick={checkStatus} busy={check.isPending} disabled={!providers.length}>
            Check API Status
          </Button>
          <Button onClick={saveChanges} busy={save.isPending} disabled={!providers.length}>
            Save Changes
          </Button>
        </div>
      </Card>

      <RecentImportsPanel />

      <JobBoardsPanel />

      <Card title="API Keys Configuration" description="API keys are never shown here. They must be set through environment settings or by the system administrator.">
        <p className="text-sm text-slate-700">The following environment variables are required:</p>
        <ul className="mt-3 space-y-2">
          {ENV_KEYS.map((k) => (
            <li key={k.name} className="flex flex-wrap items-center gap-2 text-sm">
              <code className="rounded bg-slate-100 px-2 py-0.5 font-mono text-slate-900">{k.name}</code>
              <span className="text-slate-600">({k.use})</span>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-600">When an integration is disabled, the system uses internal data only.</p>
      </Card>

      <JobQualityPanel />

      <JobPostReviewPanel />
    </div>
  )
}
