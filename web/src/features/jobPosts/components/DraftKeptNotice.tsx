import { CheckCircle2 } from 'lucide-react'
import type { JobPostFormValues } from '../lib/formValues'

/**
 * What the form kept when payments are off: the draft it stored (never public) and where the manage link went,
 * from which the employer pays once payments are on; or, while admins let posts go to review free, the post now in review.
 */
export function DraftKeptNotice({ values, tierLabel, inReview }: { values: JobPostFormValues; tierLabel: string; inReview: boolean }) {
  return (
    <section role="status" aria-labelledby="draft-kept-title" className="max-w-3xl rounded-2xl border border-brand-200 bg-brand-50 p-6">
      <h2 id="draft-kept-title" className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <CheckCircle2 className="shrink-0 text-brand-600" size={24} aria-hidden /> {inReview ? 'Your post is in review' : 'Your post is saved as a draft'}
      </h2>
      <dl className="mt-4 grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Job</dt>
        <dd className="break-words">{values.title}</dd>
        <dt className="font-semibold">Company</dt>
        <dd className="break-words">{values.company.name}</dd>
        <dt className="font-semibold">Listing</dt>
        <dd>{tierLabel}</dd>
      </dl>
      <p className="mt-4 text-slate-700">
        We emailed the private link to manage it to <strong className="break-all">{values.contactEmail}</strong>.{' '}
        {inReview
          ? 'Nothing is published yet: our team reviews the post and we email you once it is live.'
          : 'Nothing is published yet: open that link to pay once payments are on, and our team reviews the post before it goes live.'}
      </p>
    </section>
  )
}
