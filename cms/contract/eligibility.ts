import { z } from 'zod'
import { ELIGIBILITY_SCOPES, REGION_VALUES } from './eligibilityValues'

export * from './eligibilityValues'

/** ISO 3166-1 alpha-2, upper case. */
export const countryCodeSchema = z.string().regex(/^[A-Z]{2}$/).meta({ examples: ['PT'] })

/** Who may apply to a job, derived from its `locationText` on every write. */
export const eligibilitySchema = z.object({
  scope: z.enum(ELIGIBILITY_SCOPES),
  countries: z.array(countryCodeSchema),
  regions: z.array(z.enum(REGION_VALUES)),
  excludedCountries: z.array(countryCodeSchema),
  timezones: z.object({ min: z.number(), max: z.number() }).nullable(),
})
