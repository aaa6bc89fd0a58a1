import { landingCountries } from '@cms/domain/jobs/countryLanding'
import { handler } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'
import { readPoolOf } from '@cms/lib/sql'

/** GET /api/remote-jobs-from -> { countries }: the countries with a landing page, by name. */
export const GET = handler(async () => Response.json({ countries: await landingCountries(readPoolOf(await getPayloadClient())) }))
