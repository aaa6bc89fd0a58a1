import { SPONSORED_LABEL } from '@cms/contract/jobValues'
import { Megaphone } from 'lucide-react'

/** Says an employer paid to list the job (any placement while it runs): on its card and on its page. */
export function SponsoredLabel() {
  return (
    <span data-testid="sponsored-label" className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-white px-2 py-0.5 text-xs font-medium text-slate-600">
      <Megaphone size={12} aria-hidden /> {SPONSORED_LABEL}
    </span>
  )
}
