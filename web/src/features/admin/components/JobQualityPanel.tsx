import { RefreshCw } from 'lucide-react'
import type { LinkCheckOverview } from '@cms/contract/admin'
import { Button } from '@web/components/ui/Button'
import { Card } from '@web/components/ui/Card'
import { toast } from '@web/components/ui/useToast'
import { timeAgo } from '@web/lib/dates'
import { useLinkCheckOverview, useRunLinkCheck } from '../api/linkCheck'
import { linkCheckCoverage } from '../linkCheckCoverage'

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-md border border-slate-200 p-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900">{value}</dd>
    </div>
  )
}

function LastPass({ pass }: { pass: LinkCheckOverview['lastPass'] }) {
  if (!pass) return <p className="text-sm text-slate-600">No pass has run yet.</p>
  return (
    <p className="text-sm text-slate-600">
      Last pass {timeAgo(new Date(pass.finishedAt), new Date())}: {pass.checked} links checked, {pass.dead} dead, {pass.expired} jobs expired, {pass.revived} revived.
    </p>
  )
}

/** The apply-link checker at a glance, with a button to run a pass now. */
export function JobQualityPanel() {
  const overview = useLinkCheckOverview()
  const run = useRunLinkCheck()
  const start = () =>
    run.mutate(undefined, {
      onSuccess: (answer) => toast({ title: 'Link check', description: answer.message }),
      onError: () => toast({ title: 'Error', description: 'Failed to start a link check. Please try again.', variant: 'destructive' }),
    })
  const data = overview.data
  return (
    <Card title="Job Quality" description="Apply links are checked in the background; a job whose link is dead twice, hours apart, is expired.">
      {overview.isError && <p className="text-sm text-red-700">Failed to load the link-check figures.</p>}
      {data && (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Figure label="Live jobs with a checkable link" value={data.jobsWithLink} />
            <Figure label="Checked" value={data.checked} />
            <Figure label="Working" value={data.live} />
            <Figure label="Dead" value={data.dead} />
            <Figure label="Unknown" value={data.unknown} />
            <Figure label="Expired by the checker" value={data.expiredByChecker} />
          </dl>
          <p className="mt-4 text-sm text-slate-600">{linkCheckCoverage(data)}</p>
          <div className="mt-2">
            <LastPass pass={data.lastPass} />
          </div>
        </>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="outline" onClick={start} busy={run.isPending} busyLabel="Starting...">
          <RefreshCw size={16} aria-hidden />
          Run Link Check Now
        </Button>
        <Button variant="outline" onClick={() => void overview.refetch()} busy={overview.isFetching} busyLabel="Refreshing...">
          Refresh
        </Button>
      </div>
    </Card>
  )
}
