import { listCategories } from '@cms/domain/taxonomy'
import { handler } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'

export const GET = handler(async () => Response.json(await listCategories(await getPayloadClient())))
