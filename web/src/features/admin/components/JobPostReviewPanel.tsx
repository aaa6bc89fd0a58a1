import { Card } from '@web/components/ui/Card'
import { ToggleSwitch } from '@web/components/ui/ToggleSwitch'
import { toast } from '@web/components/ui/useToast'
import { failureMessage } from '@web/lib/apiErrorBody'
import { useJobPostReview, useSaveJobPostReview } from '../api/jobPostReview'

export const FREE_REVIEW_LABEL = 'Send posts to review free while payments are off'

function PaymentsState({ configured }: { configured: boolean }) {
  return configured ? (
    <p className="text-sm text-slate-700">
      <strong className="font-semibold text-emerald-800">Payments are set up.</strong> Employers pay to send a post to review; this setting applies only while payments are off.
    </p>
  ) : (
    <p className="text-sm text-slate-700">
      <strong className="font-semibold text-amber-800">Payments are not set up</strong> (no Stripe keys). Checkout is refused, so a post reaches review only if the switch below is on.
    </p>
  )
}

/** Employers' posts while Stripe is not configured: whether they may go to review free (the server's answer is the toast). */
export function JobPostReviewPanel() {
  const setting = useJobPostReview()
  const save = useSaveJobPostReview()
  const change = (freeReviewWhilePaymentsOff: boolean) =>
    save.mutate(freeReviewWhilePaymentsOff, {
      onSuccess: ({ message }) => toast({ title: 'Job post review', description: message }),
      onError: (error) => toast({ title: 'Error', description: failureMessage(error), variant: 'destructive' }),
    })
  const data = setting.data
  return (
    <Card title="Job Posts" description="How employers' posts reach staff review.">
      {setting.isError && <p className="text-sm text-red-700">Failed to load the job post setting.</p>}
      {data && (
        <div className="space-y-4">
          <PaymentsState configured={data.paymentsConfigured} />
          <label className="flex items-center gap-3 text-sm text-slate-900">
            <ToggleSwitch checked={data.freeReviewWhilePaymentsOff} disabled={save.isPending} onCheckedChange={change} label={FREE_REVIEW_LABEL} />
            {FREE_REVIEW_LABEL}
          </label>
        </div>
      )}
    </Card>
  )
}
