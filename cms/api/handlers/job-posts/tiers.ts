import { listTiers } from '@cms/domain/jobPosts/tiers'
import { handler } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'

/** GET /api/job-posts/tiers -> the tiers, days and prices admins set in /cms. */
export const GET = handler(async () => Response.json(await listTiers(await getPayloadClient())))
