import type { JobPostTier } from '@cms/contract/jobPosts'
import type { InputHTMLAttributes } from 'react'
import { daysLabel, tierPriceLabel, type TierOffer } from '../lib/prices'

interface TierPickerProps {
  tiers: TierOffer[]
  legend?: string
  /** The radio's own attributes for a tier (a form's `register('tier')`, or a controlled choice). */
  radio: (tier: JobPostTier) => InputHTMLAttributes<HTMLInputElement>
  error?: string
  /** Posts go to review free (payments are off): the tiers carry no price. */
  free?: boolean
}

/** The listing tiers as radio cards: name, price and days, what each buys (prices as admins set them in /cms). */
export function TierPicker({ tiers, legend = 'Listing tier', radio, error, free = false }: TierPickerProps) {
  return (
    <fieldset aria-describedby={error ? 'tier-error' : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-700">{legend}</legend>
      {tiers.length === 0 ? (
        <p role="alert" className="text-sm text-red-600">
          The listing prices could not be loaded. Please reload the page.
        </p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-3">
          {tiers.map((tier) => (
            <label key={tier.tier} className="flex cursor-pointer gap-3 rounded-lg border border-slate-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:ring-2 has-[:checked]:ring-brand-200">
              <input type="radio" value={tier.tier} {...radio(tier.tier)} className="mt-1 size-4 shrink-0 accent-brand-600" />
              <span>
                <span className="block font-semibold text-slate-900">{tier.label}</span>
                <span className="block text-sm font-medium text-brand-700">{free ? `Free while payments are off, for ${daysLabel(tier.days)}` : tierPriceLabel(tier)}</span>
                <span className="mt-1 block text-xs text-slate-600">{tier.description}</span>
              </span>
            </label>
          ))}
        </div>
      )}
      {error && (
        <p id="tier-error" role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  )
}
