import { COMPANY_CLAIM_MESSAGES, COMPANY_CLAIM_PAGE_PARAMS } from '@cms/contract/companyClaims'
import { Building2, CheckCircle2 } from 'lucide-react'
import type { FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { Button } from '@web/components/ui/Button'
import { apiUrl } from '@web/lib/api/client'
import { failureMessage } from '@web/lib/apiErrorBody'
import { PageHead } from '@web/lib/PageHead'
import { useConfirmCompanyClaim } from '../api/companyClaim'

const CONFIRM_ACTION = apiUrl('postCompanyClaimsConfirmForm')

function Confirmed({ name, slug }: { name: string; slug: string }) {
  return (
    <section className="mx-auto max-w-lg px-4 py-20 text-center" role="status">
      <CheckCircle2 className="mx-auto text-brand-600" size={40} aria-hidden />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Your claim is confirmed</h1>
      <p className="mt-2 text-slate-600">{COMPANY_CLAIM_MESSAGES.confirmed(name)}</p>
      <Link to={`/companies/${slug}`} className="mt-6 inline-block font-medium text-brand-700 hover:underline">
        See {name}'s page
      </Link>
    </section>
  )
}

/**
 * /post-a-job/claim?token=…: the link of the claim e-mail. Opening it changes nothing (mail scanners follow links);
 * the button confirms, as a plain form post without JavaScript (303 back here with the outcome) or a JSON call with it.
 */
function ClaimConfirmBody() {
  const [params] = useSearchParams()
  const confirm = useConfirmCompanyClaim()
  const token = params.get(COMPANY_CLAIM_PAGE_PARAMS.token) ?? ''
  const confirmedSlug = params.get(COMPANY_CLAIM_PAGE_PARAMS.confirmed)
  if (confirm.isSuccess) return <Confirmed {...confirm.data.company} />
  if (confirmedSlug) return <Confirmed slug={confirmedSlug} name={params.get(COMPANY_CLAIM_PAGE_PARAMS.company) ?? 'the company'} />

  const error = confirm.isError ? failureMessage(confirm.error) : params.get(COMPANY_CLAIM_PAGE_PARAMS.error)
  // A used or expired link stays so: its button would only fail again. Other failures (too many tries, our trouble) may pass.
  const linkSpent = error === COMPANY_CLAIM_MESSAGES.linkInvalid
  const submit = (event: FormEvent) => {
    event.preventDefault()
    confirm.mutate(token)
  }
  return (
    <section className="mx-auto max-w-lg px-4 py-20 text-center">
      <Building2 className="mx-auto text-slate-500" size={40} aria-hidden />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Confirm your company claim</h1>
      {token && !linkSpent ? (
        <form method="post" action={CONFIRM_ACTION} onSubmit={submit}>
          <p className="mt-2 text-slate-600">Confirm that this address is yours and that you may manage your company's page on Nomad Jobs.</p>
          <input type="hidden" name="token" value={token} />
          <Button type="submit" busy={confirm.isPending} busyLabel="Confirming..." className="mt-6">
            Confirm my claim
          </Button>
        </form>
      ) : (
        !error && (
          <p role="alert" className="mt-2 text-red-600">
            {COMPANY_CLAIM_MESSAGES.linkMissing}
          </p>
        )
      )}
      {error && (
        <p role="alert" className="mt-4 text-sm text-red-600">
          {error}
        </p>
      )}
    </section>
  )
}

export default function ClaimConfirmScreen() {
  return (
    <>
      <PageHead title="Confirm your company claim | Nomad Jobs" robots="noindex, nofollow" />
      <ClaimConfirmBody />
    </>
  )
}
