import { JOB_TYPE_LABELS } from '@cms/contract/jobs'
import { EXPERIENCE_LABELS } from '@cms/contract/jobValues'
import type { MouseEvent } from 'react'
import { CompanyLogo } from '@web/components/jobs/CompanyLogo'
import { JobCard } from '@web/components/jobs/JobCard'
import { SponsoredLabel } from '@web/components/jobs/SponsoredLabel'
import { whoCanApply, windowLabel } from '@web/lib/jobs/eligibilityBadge'
import { RATES_SNAPSHOT } from '@cms/contract/salary'
import { comparedSalaryText, postedSalaryText } from '@web/lib/jobs/salary'
import { KEEP_CLEAR } from '@web/lib/useOverKeepClear'
import type { PreviewJob } from '../lib/previewJob'

const NOT_CHOSEN = 'Not chosen yet'

/** The preview's links lead nowhere yet (the job has no page): a click must not leave the form. */
const stayOnForm = (event: MouseEvent) => {
  if ((event.target as Element).closest('a')) event.preventDefault()
}

function Fact({ label, value, note }: { label: string; value: string; note?: string | null }) {
  return (
    <div className="rounded-lg bg-slate-50 p-2">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm font-semibold text-slate-900">{value}</dd>
      {note && <dd className="mt-0.5 text-xs text-slate-600">{note}</dd>}
    </div>
  )
}

/**
 * What the post will look like: its card in a list and the top of its job page, from the form's values as they are
 * typed. `descriptionHtml` is the editor's own output (Lexical escapes text and refuses unsafe link targets).
 */
export function JobPostPreview({ job, descriptionHtml }: { job: PreviewJob; descriptionHtml: string }) {
  return (
    <section aria-labelledby="post-preview-heading" {...KEEP_CLEAR} className="space-y-4" onClickCapture={stayOnForm}>
      <h2 id="post-preview-heading" className="text-lg font-semibold text-slate-900">
        Preview
      </h2>
      <div>
        <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">In job lists</h3>
        <div data-testid="post-preview-card">
          <JobCard job={job} />
        </div>
      </div>
      <div>
        <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">On its job page</h3>
        <article data-testid="post-preview-page" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
          <header className="flex items-start gap-3">
            <CompanyLogo name={job.company.name} logo={null} size={56} />
            <div className="min-w-0">
              <p className="text-xl font-bold break-words text-slate-900">{job.title}</p>
              <p className="text-slate-700">{job.company.name}</p>
              <p className="mt-1 flex flex-wrap gap-2">
                <SponsoredLabel />
                {job.featured && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">Featured</span>}
              </p>
            </div>
          </header>
          <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            <Fact label="Job Type" value={job.type ? JOB_TYPE_LABELS[job.type] : NOT_CHOSEN} />
            {/* As the job page shows it: the salary as posted, then the yearly figure in US dollars (the page's default currency). */}
            <Fact label="Salary Range" value={postedSalaryText(job)} note={comparedSalaryText(job, 'USD', RATES_SNAPSHOT)} />
            <Fact label="Time Zone" value={job.eligibility.timezones ? windowLabel(job.eligibility.timezones) : 'Flexible'} />
            <Fact label="Experience" value={job.experienceLevel ? EXPERIENCE_LABELS[job.experienceLevel] : NOT_CHOSEN} />
          </dl>
          <div>
            <p className="font-semibold text-slate-900">Who can apply</p>
            <p className="text-sm text-slate-700">{whoCanApply(job.eligibility)}</p>
          </div>
          {descriptionHtml ? (
            <div
              className="max-h-96 space-y-2 overflow-y-auto text-sm text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc"
              dangerouslySetInnerHTML={{ __html: descriptionHtml }}
            />
          ) : (
            <p className="text-sm text-slate-500">The description shows here.</p>
          )}
        </article>
      </div>
    </section>
  )
}
