import { Flag } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { useDialogOnDemand } from '@web/components/ui/useDialogOnDemand'

const ReportJobDialog = lazy(() => import('./ReportJobDialog'))

/** "Report this job" on the job page; the dialog's code loads when it is first pressed. */
export function ReportJobControl({ slug }: { slug: string }) {
  const dialog = useDialogOnDemand()
  return (
    <>
      {/*
        The control is centred, so it must not grow as its parts arrive: a slow phone paints the page while it is still
        coming in. The icon's column is reserved by the grid and the label comes first in the page, so neither moves.
      */}
      <button {...dialog.triggerProps} className="inline-grid min-h-6 grid-cols-[14px_auto] items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900 hover:underline" data-testid="report-job">
        <span className="col-start-2 row-start-1">Report this job</span>
        <Flag size={14} aria-hidden className="col-start-1 row-start-1" />
      </button>
      {dialog.wanted && (
        <Suspense fallback={null}>
          <ReportJobDialog slug={slug} open={dialog.open} onOpenChange={dialog.setOpen} onCloseAutoFocus={dialog.returnFocus} />
        </Suspense>
      )}
    </>
  )
}
