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
        coming in, sometimes with the button's tag but not yet its label. The button spans its row and centres its
        content, so its box is the row's from the first paint; the icon's column is reserved and the label comes first.
      */}
      <button {...dialog.triggerProps} className="grid min-h-6 w-full grid-cols-[14px_auto] items-center justify-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900 hover:underline" data-testid="report-job">
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
