import { listToolkitTools } from '@cms/domain/toolkit/tools'
import { handler } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'

/** GET /api/toolkit/tools -> { tools }: the toolkit's cards, kept by editors in the CMS. */
export const GET = handler(async () => Response.json({ tools: await listToolkitTools(await getPayloadClient()) }))
