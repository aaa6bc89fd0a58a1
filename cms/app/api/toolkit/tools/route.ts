import { listToolkitTools } from '../../../../domain/toolkit/tools'
import { handler } from '../../../../lib/http'
import { getPayloadClient } from '../../../../lib/payload'

/** GET /api/toolkit/tools -> { tools }: the toolkit's cards, kept by editors in the CMS. */
export const GET = handler(async () => Response.json({ tools: await listToolkitTools(await getPayloadClient()) }))
