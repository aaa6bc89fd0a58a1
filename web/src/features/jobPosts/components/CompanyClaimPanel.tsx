import { COMPANY_CLAIM_LINK_HOURS } from '@cms/contract/companyClaims'
import { Link } from 'react-router-dom'
import { Button } from '@web/components/ui/Button'
import { failureMessage } from '@web/lib/apiErrorBody'
import { useCompanyClaim, useEditCompanyProfile, useRequestCompanyClaim } from '../api/companyClaim'
import { CompanyJobBoards } from './CompanyJobBoards'
import { CompanyProfileForm } from './CompanyProfileForm'

/**
 * The manage page's company section: why the company cannot be claimed yet, the claim button (a link mailed to the
 * post's contact), the wait for that link, and once it is confirmed the "Edit company profile" form.
 */
export function CompanyClaimPanel({ id, token, contactEmail }: { id: number; token: string; contactEmail: string }) {
  const view = useCompanyClaim(id, token)
  const claim = useRequestCompanyClaim(id, token)
  const edit = useEditCompanyProfile(id, token)
  if (view.isError) return <p className="text-sm text-red-600">{failureMessage(view.error)}</p>
  if (!view.data) return <p className="text-sm text-slate-600">Loading your company…</p>
  const { company, refusal } = view.data

  if (view.data.claim === 'confirmed' && company)
    return (
      <div className="space-y-4">
        <h3 className="font-semibold text-slate-900">Edit company profile</h3>
        <p className="text-sm text-slate-600">
          You manage{' '}
          <Link to={`/companies/${company.slug}`} className="font-semibold text-brand-700 hover:underline">
            {company.name}'s page
          </Link>
          . Every change is kept, and our staff can undo it. The logo is the one under Company logo.
        </p>
        <CompanyProfileForm initialValues={company.profile} domain={company.domain} onSubmit={(values) => edit.mutateAsync(values)} />
        <CompanyJobBoards id={id} token={token} company={company.name} />
      </div>
    )

  const name = company?.name ?? 'your company'
  return (
    <div className="space-y-3 text-sm">
      <p className="text-slate-600">
        Manage {name}'s page on Nomad Jobs: its description, logo, size and links. We confirm that you work there by e-mailing a link to your contact address
        at the company's website domain.
      </p>
      {refusal ? (
        <p className="rounded-lg bg-amber-50 p-3 text-amber-900">{refusal}</p>
      ) : (
        <>
          {view.data.claim === 'pending' && !claim.isSuccess && (
            <p className="rounded-lg bg-sky-50 p-3 text-sky-900">
              We have sent a confirmation link to {contactEmail}. Follow it within {COMPANY_CLAIM_LINK_HOURS} hours, then come back to this page.
            </p>
          )}
          {claim.isSuccess && (
            <p role="status" className="rounded-lg bg-brand-50 p-3 text-brand-900">
              {claim.data.message}
            </p>
          )}
          {claim.isError && (
            <p role="alert" className="text-red-600">
              {failureMessage(claim.error)}
            </p>
          )}
          <Button variant={view.data.claim === 'pending' ? 'outline' : 'primary'} onClick={() => claim.mutate()} busy={claim.isPending} busyLabel="Sending...">
            {view.data.claim === 'pending' ? 'Send the link again' : `Claim ${name}`}
          </Button>
        </>
      )}
    </div>
  )
}
