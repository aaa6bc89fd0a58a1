import { listLocations } from '../../../domain/taxonomy'
import { handler } from '../../../lib/http'
import { getPayloadClient } from '../../../lib/payload'

export const GET = handler(async () => Response.json(await listLocations(await getPayloadClient())))
