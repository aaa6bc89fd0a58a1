import { Flag } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { useDialogOnDemand } from '@web/components/ui/useDialogOnDemand'

const ReportJobDialog = lazy(() => import('./ReportJobDialog'))

/** "Report this job" on the job page; the dialog's code loads when it is first pressed. */
export function ReportJobControl({ slug }: { slug: string }) {
  const dialog = useDialogOnDemand()
  return (
    <>
      <button {...dialog.triggerProps} className="inline-flex min-h-6 items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900 hover:underline" data-testid="report-job">
        <Flag size={14} aria-hidden />
        Report this job
      </button>
      {dialog.wanted && (
        <Suspense fallback={null}>
          <ReportJobDialog slug={slug} open={dialog.open} onOpenChange={dialog.setOpen} onCloseAutoFocus={dialog.returnFocus} />
        </Suspense>
      )}
    </>
  )
}
