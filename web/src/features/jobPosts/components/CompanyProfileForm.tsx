import { zodResolver } from '@hookform/resolvers/zod'
import { COMPANY_CLAIM_MESSAGES, companyProfileFieldsSchema, type CompanyProfileFields } from '@cms/contract/companyClaims'
import { COMPANY_DESCRIPTION_MAX, COMPANY_SIZE_LABELS } from '@cms/contract/companyValues'
import { useState } from 'react'
import { useForm, type FieldPath } from 'react-hook-form'
import { Button } from '@web/components/ui/Button'
import { SelectField } from '@web/components/ui/SelectField'
import { TextAreaField } from '@web/components/ui/TextAreaField'
import { TextField } from '@web/components/ui/TextField'
import { serverRefusal } from '../lib/fieldErrors'

const SIZE_OPTIONS = Object.entries(COMPANY_SIZE_LABELS).map(([value, label]) => ({ value, label }))

interface CompanyProfileFormProps {
  initialValues: CompanyProfileFields
  /** The domain the claim confirmed: the website stays there. */
  domain: string | null
  onSubmit: (values: CompanyProfileFields) => Promise<unknown>
}

/** The claimed company's profile (description, size, links), checked with the contract's schema, then by the server. */
export function CompanyProfileForm({ initialValues, domain, onSubmit }: CompanyProfileFormProps) {
  const { register, handleSubmit, setError, formState } = useForm<CompanyProfileFields>({ resolver: zodResolver(companyProfileFieldsSchema) as never, defaultValues: initialValues })
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null)
  const errors = formState.errors

  const submit = handleSubmit(async (values) => {
    setOutcome(null)
    try {
      await onSubmit(values)
      setOutcome({ ok: true, message: COMPANY_CLAIM_MESSAGES.saved })
    } catch (error) {
      const refusal = serverRefusal(error)
      const names = Object.keys(refusal.fields)
      for (const [name, message] of Object.entries(refusal.fields)) setError(name as FieldPath<CompanyProfileFields>, { type: 'server', message }, { shouldFocus: name === names[0] })
      setOutcome({ ok: false, message: names.length ? `${refusal.message} Please check the marked fields.` : refusal.message })
    }
  })

  return (
    <form onSubmit={submit} noValidate aria-label="Edit company profile" className="space-y-4">
      <TextAreaField
        label="Description"
        rows={6}
        hint={`Plain text, at most ${COMPANY_DESCRIPTION_MAX.toLocaleString('en-US')} characters: what you do and how you work remotely.`}
        error={errors.description?.message}
        {...register('description')}
      />
      <SelectField label="Size" options={SIZE_OPTIONS} placeholder="Not stated" error={errors.size?.message} {...register('size')} />
      <div className="grid gap-4">
        <TextField label="Website" type="url" inputMode="url" placeholder="https://" hint={domain ? `At ${domain}` : undefined} error={errors.website?.message} {...register('website')} />
        <TextField label="LinkedIn (optional)" type="url" inputMode="url" placeholder="https://www.linkedin.com/company/…" error={errors.linkedin?.message} {...register('linkedin')} />
        <TextField label="X (optional)" type="url" inputMode="url" placeholder="https://x.com/…" error={errors.x?.message} {...register('x')} />
      </div>
      {outcome && (
        <p role={outcome.ok ? 'status' : 'alert'} className={`rounded-lg p-3 text-sm ${outcome.ok ? 'bg-brand-50 text-brand-900' : 'bg-red-50 text-red-800'}`}>
          {outcome.message}
        </p>
      )}
      <Button type="submit" busy={formState.isSubmitting} busyLabel="Saving...">
        Save the profile
      </Button>
    </form>
  )
}
