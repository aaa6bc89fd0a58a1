import type { Eligibility } from '@cms/contract/eligibilityValues'
import { CircleCheck, CircleX } from 'lucide-react'
import { useEffect, useState } from 'react'
import { countryName } from '@web/lib/jobs/eligibilityBadge'
import { isOpenTo } from '@web/lib/jobs/openTo'
import { profileChoice, readStoredChoice } from '@web/lib/jobs/whereYouLive'
import { useSession } from '@web/lib/session/getSession'

/**
 * The job page's answer for the country the visitor chose on a list ("Where I can work from", remembered on this
 * device, else in their profile): "You can apply from Portugal" or "Not open to Portugal"; nothing when no
 * country is remembered or the posting does not say. Read after hydration: the server's page is everyone's.
 */
export function ApplyFromBadge({ eligibility }: { eligibility: Eligibility }) {
  const { user } = useSession()
  const [stored, setStored] = useState<string | null>(null)
  useEffect(() => {
    const choice = readStoredChoice()
    setStored(choice?.on ? choice.country : null)
  }, [])
  const fromProfile = user ? profileChoice(user)?.country : null
  const country = stored ?? fromProfile ?? null
  const open = country ? isOpenTo(eligibility, country) : null
  if (!country || open === null) return null
  return open ? (
    <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800" data-testid="apply-from-badge">
      <CircleCheck size={16} aria-hidden /> You can apply from {countryName(country)}
    </p>
  ) : (
    <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-red-50 px-3 py-1 text-sm font-semibold text-red-800" data-testid="apply-from-badge">
      <CircleX size={16} aria-hidden /> Not open to {countryName(country)}
    </p>
  )
}
