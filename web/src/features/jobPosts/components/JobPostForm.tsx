import { zodResolver } from '@hookform/resolvers/zod'
import { EXPERIENCE_LABELS, EXPERIENCE_VALUES, JOB_TYPE_LABELS, JOB_TYPE_VALUES } from '@cms/contract/jobValues'
import { createJobPostRequestSchema, FREE_REVIEW_TIER, JOB_POST_LIMITS, JOB_POST_MESSAGES, jobPostFieldsSchema, type JobPostSubmission } from '@cms/contract/jobPosts'
import { SALARY_CURRENCIES, SALARY_PERIOD_VALUES, type SalaryPeriod } from '@cms/contract/salary'
import type { CategoryItem } from '@cms/contract/taxonomy'
import { useMemo, useState, type ReactNode } from 'react'
import { Controller, useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form'
import { Button } from '@web/components/ui/Button'
import { SelectField } from '@web/components/ui/SelectField'
import { TextField } from '@web/components/ui/TextField'
import { useHydrated } from '@web/lib/useHydrated'
import { eligibilityFromPick, locationTextFromPick, type WhoMayApplyPick } from '@web/lib/jobs/whoMayApplyText'
import { serverRefusal } from '../lib/fieldErrors'
import type { JobPostFormValues } from '../lib/formValues'
import { htmlText, previewJob } from '../lib/previewJob'
import { postedSalaryLabel, yearlyUsdLabel } from '../lib/salaryLabels'
import type { TierOffer } from '../lib/prices'
import { JobPostPreview } from './JobPostPreview'
import { RichTextEditor } from './RichTextEditor'
import { TierPicker } from './TierPicker'
import { WhoMayApplyPicker } from './WhoMayApplyPicker'

const PERIOD_LABELS: Record<SalaryPeriod, string> = { year: 'Per year', month: 'Per month', week: 'Per week', day: 'Per day', hour: 'Per hour' }

/** The contract's schemas, plus the description's length in text (the server counts it once sanitised) and the apply rule. */
function formResolver(mode: 'create' | 'edit'): Resolver<JobPostFormValues> {
  const base = zodResolver((mode === 'create' ? createJobPostRequestSchema : jobPostFieldsSchema) as never) as unknown as Resolver<JobPostFormValues>
  return async (values, context, options) => {
    const result = await base(values, context, options)
    const errors = { ...result.errors }
    const length = htmlText(values.description).length
    const description = length < JOB_POST_LIMITS.descriptionMinChars ? JOB_POST_MESSAGES.descriptionShort : length > JOB_POST_LIMITS.descriptionMaxChars ? JOB_POST_MESSAGES.descriptionLong : null
    if (description) errors.description = { type: 'length', message: description }
    // zod runs the contract's cross-field rule only once every field parses: say it with the others.
    if (!errors.applyUrl && !errors.applyEmail && !values.applyUrl?.trim() && !values.applyEmail?.trim()) errors.applyUrl = { type: 'missing', message: JOB_POST_MESSAGES.applyMissing }
    return Object.keys(errors).length ? { values: {}, errors } : result
  }
}


function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  )
}

export interface JobPostFormProps {
  /** create: the whole post with tier and contact; edit: the fields only (tier and contact are set once). */
  mode: 'create' | 'edit'
  initialValues: JobPostFormValues
  initialPick: WhoMayApplyPick
  categories: CategoryItem[]
  tiers: TierOffer[]
  /** Sends the post; a refusal it throws is shown on the fields (the server's 400) or above the button. */
  onSubmit: (values: JobPostFormValues, pick: WhoMayApplyPick) => Promise<void>
  submitLabel: string
  busyLabel: string
  /** Under the button: what happens next. */
  footnote?: ReactNode
  /** How a new post reaches review (the tiers answer's): sent free, it is listed as Standard and nothing is bought. */
  submission?: JobPostSubmission
}

/** Where the new post's private link (and, when it is paid for, the receipt) is sent. */
const CONTACT_HINTS: Record<JobPostSubmission, string> = {
  checkout: 'We send the receipt and the private link to manage this post here. It is never shown on the site.',
  'free-review': 'We send the private link to manage this post here. It is never shown on the site.',
  paused: 'We send the private link to manage this post here, and the receipt once you pay. It is never shown on the site.',
}

/** The employer's form (new post and edit), with the live preview beside it on wide screens and below it on phones. */
export function JobPostForm({ mode, initialValues, initialPick, categories, tiers, onSubmit, submitLabel, busyLabel, footnote, submission = 'checkout' }: JobPostFormProps) {
  // The form only works with the page's script: its button waits for it.
  const hydrated = useHydrated()
  const resolver = useMemo(() => formResolver(mode), [mode])
  const { register, control, handleSubmit, setValue, setError, formState } = useForm<JobPostFormValues>({ resolver, defaultValues: initialValues })
  const [pick, setPick] = useState(initialPick)
  const [formMessage, setFormMessage] = useState<string | null>(null)
  const values = useWatch({ control }) as JobPostFormValues
  const errors = formState.errors

  const changePick = (next: WhoMayApplyPick) => {
    setPick(next)
    setValue('locationText', locationTextFromPick(next), { shouldValidate: formState.isSubmitted })
  }

  const submit = handleSubmit(async (submitted) => {
    setFormMessage(null)
    try {
      await onSubmit(submitted, pick)
    } catch (error) {
      const refusal = serverRefusal(error)
      const fieldNames = Object.keys(refusal.fields)
      for (const [path, message] of Object.entries(refusal.fields)) setError(path as FieldPath<JobPostFormValues>, { type: 'server', message }, { shouldFocus: path === fieldNames[0] })
      setFormMessage(fieldNames.length ? `${refusal.message} Please check the marked fields.` : refusal.message)
    }
  })

  const categoryName = categories.find((category) => category.slug === values.category)?.name ?? null
  const job = previewJob(values, eligibilityFromPick(pick), categoryName)
  const posted = postedSalaryLabel(values.salaryMin, values.salaryMax, values.salaryCurrency, values.salaryPeriod)
  const yearly = yearlyUsdLabel(values.salaryMin, values.salaryMax, values.salaryCurrency, values.salaryPeriod)

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] xl:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
      <form onSubmit={submit} noValidate className="space-y-6" aria-label={mode === 'create' ? 'Post a job' : 'Edit the job post'}>
        <Section title="Company">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Company name" autoComplete="organization" maxLength={JOB_POST_LIMITS.companyName} error={errors.company?.name?.message} {...register('company.name')} />
            <TextField label="Company website (optional)" type="url" inputMode="url" placeholder="https://" error={errors.company?.website?.message} {...register('company.website')} />
          </div>
        </Section>

        <Section title="The job">
          <TextField label="Job title" maxLength={JOB_POST_LIMITS.title} placeholder="Senior Backend Engineer" error={errors.title?.message} {...register('title')} />
          <div className="grid gap-4 sm:grid-cols-3">
            <SelectField label="Category" placeholder="Choose a category…" options={categories.map((c) => ({ value: c.slug, label: c.name }))} error={errors.category?.message} {...register('category')} />
            <SelectField label="Job type" placeholder="Choose…" options={JOB_TYPE_VALUES.map((value) => ({ value, label: JOB_TYPE_LABELS[value] }))} error={errors.type?.message} {...register('type')} />
            <SelectField label="Experience level" placeholder="Choose…" options={EXPERIENCE_VALUES.map((value) => ({ value, label: EXPERIENCE_LABELS[value] }))} error={errors.experienceLevel?.message} {...register('experienceLevel')} />
          </div>
          <div>
            <p id="post-description-label" className="mb-1 block text-sm font-medium text-slate-700">
              Description
            </p>
            <Controller
              control={control}
              name="description"
              render={({ field }) => (
                <RichTextEditor
                  id="post-description"
                  labelledBy="post-description-label"
                  initialHtml={initialValues.description}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  invalid={Boolean(errors.description)}
                  describedBy={errors.description ? 'post-description-error' : undefined}
                />
              )}
            />
            {errors.description ? (
              <p id="post-description-error" role="alert" className="mt-1 text-sm text-red-600">
                {errors.description.message}
              </p>
            ) : (
              <p className="mt-1 text-xs text-slate-500">At least {JOB_POST_LIMITS.descriptionMinChars} characters. Bold, italic, lists and links are kept.</p>
            )}
          </div>
        </Section>

        <Section title="How to apply">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Apply link" type="url" inputMode="url" placeholder="https://" error={errors.applyUrl?.message} {...register('applyUrl')} />
            <TextField label="Or apply by email" type="email" autoComplete="off" placeholder="jobs@company.com" error={errors.applyEmail?.message} {...register('applyEmail')} />
          </div>
        </Section>

        <Section title="Salary">
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            <TextField label="From" type="number" inputMode="decimal" min={0} step="any" error={errors.salaryMin?.message} {...register('salaryMin', { valueAsNumber: true })} />
            <TextField label="To" type="number" inputMode="decimal" min={0} step="any" error={errors.salaryMax?.message} {...register('salaryMax', { valueAsNumber: true })} />
            <SelectField label="Currency" options={SALARY_CURRENCIES.map((value) => ({ value, label: value }))} error={errors.salaryCurrency?.message} {...register('salaryCurrency')} />
            <SelectField label="Period" options={SALARY_PERIOD_VALUES.map((value) => ({ value, label: PERIOD_LABELS[value] }))} error={errors.salaryPeriod?.message} {...register('salaryPeriod')} />
          </div>
          <p className="text-sm text-slate-600" aria-live="polite" data-testid="salary-summary">
            {posted ? (
              <>
                {posted} <span className="text-slate-500">· about {yearly} (cards and salary filters compare yearly US dollars)</span>
              </>
            ) : (
              'Every post states its salary range.'
            )}
          </p>
        </Section>

        <Section title="Who may apply">
          <WhoMayApplyPicker value={pick} onChange={changePick} error={errors.locationText?.message} />
        </Section>

        {mode === 'create' && (
          <Section title="Listing">
            <TierPicker
              tiers={submission === 'free-review' ? tiers.filter((tier) => tier.tier === FREE_REVIEW_TIER) : tiers}
              free={submission === 'free-review'}
              error={errors.tier?.message}
              radio={() => register('tier')}
            />
            <TextField
              label="Your email"
              type="email"
              autoComplete="email"
              hint={CONTACT_HINTS[submission]}
              error={errors.contactEmail?.message}
              {...register('contactEmail')}
            />
          </Section>
        )}

        {formMessage && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
            {formMessage}
          </p>
        )}
        <div className="space-y-2">
          <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={!hydrated} busy={formState.isSubmitting} busyLabel={busyLabel}>
            {submitLabel}
          </Button>
          {footnote && <p className="text-sm text-slate-600">{footnote}</p>}
        </div>
      </form>
      <div className="lg:sticky lg:top-24 lg:self-start">
        <JobPostPreview job={job} descriptionHtml={values.description} />
      </div>
    </div>
  )
}
