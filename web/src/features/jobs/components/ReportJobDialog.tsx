import { zodResolver } from '@hookform/resolvers/zod'
import { Dialog } from 'radix-ui'
import { useForm } from 'react-hook-form'
import { REPORT_DETAILS_MAX, REPORT_REASONS, reportJobRequestSchema, type ReportJobRequest, type ReportReason } from '@cms/contract/reports'
import { FormSubmit, FormSuccess } from '@web/components/ui/FormOutcome'
import { ModalDialog, type OnDemandDialogProps } from '@web/components/ui/ModalDialog'
import { TextField } from '@web/components/ui/TextField'
import { failureMessage } from '@web/lib/apiErrorBody'
import { useReportJob } from '../api/reportJob'

/** "Report this job": why (filled, scam, not remote, duplicate, other), optional details and e-mail. */
export default function ReportJobDialog({ slug, ...dialog }: OnDemandDialogProps & { slug: string }) {
  const mutation = useReportJob(slug)
  const { register, handleSubmit, formState } = useForm<ReportJobRequest>({
    resolver: zodResolver(reportJobRequestSchema) as never,
    defaultValues: { details: '', email: '' },
  })
  const submit = handleSubmit((values) => mutation.mutate(values))
  const errors = formState.errors

  return (
    <ModalDialog {...dialog} title="Report this job" className="top-1/2 left-1/2 max-h-[90vh] w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl p-6">
      <Dialog.Description className="mt-1 text-sm text-slate-600">Tell us what is wrong. Jobs that several visitors report are hidden until we have checked them.</Dialog.Description>
      {mutation.isSuccess ? (
        <FormSuccess message={mutation.data.message} />
      ) : (
        <form onSubmit={submit} className="mt-5 space-y-4" noValidate>
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-700">Reason</legend>
            <div className="space-y-1">
              {(Object.entries(REPORT_REASONS) as [ReportReason, string][]).map(([value, label]) => (
                <label key={value} className="flex min-h-8 cursor-pointer items-center gap-3 rounded-md px-2 text-sm text-slate-800 hover:bg-slate-50">
                  <input type="radio" value={value} {...register('reason')} className="size-5 accent-brand-600" />
                  {label}
                </label>
              ))}
            </div>
            {errors.reason && (
              <p role="alert" className="mt-1 text-sm text-red-600">
                {errors.reason.message}
              </p>
            )}
          </fieldset>
          <div>
            <label htmlFor="report-details" className="mb-1 block text-sm font-medium text-slate-700">
              Details (optional)
            </label>
            <textarea
              id="report-details"
              rows={4}
              maxLength={REPORT_DETAILS_MAX}
              {...register('details')}
              className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
            />
            {errors.details && <p className="mt-1 text-sm text-red-600">{errors.details.message}</p>}
          </div>
          <TextField id="report-email" label="E-mail (optional)" type="email" autoComplete="email" placeholder="you@example.com" error={errors.email?.message} {...register('email')} />
          <FormSubmit error={mutation.isError ? failureMessage(mutation.error) : null} busy={mutation.isPending} busyLabel="Sending...">
            Send report
          </FormSubmit>
        </form>
      )}
    </ModalDialog>
  )
}
