import { z } from 'zod'
import { PAGE_NOT_FOUND } from '@cms/contract/pages'
import { getPublishedPage } from '@cms/domain/pages/pages'
import { handler, HttpError } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'
import type { RouteContext } from '@cms/api/route'

const slugSchema = z.string().min(1).max(200)

/** GET /api/pages/{slug}: a published page (terms, privacy, contact, ...) or a JSON 404. */
export const GET = handler(async (_request: Request, { params }: RouteContext<'slug'>) => {
  const slug = slugSchema.safeParse(params.slug)
  const page = slug.success ? await getPublishedPage(await getPayloadClient(), slug.data) : null
  if (!page) throw new HttpError(404, PAGE_NOT_FOUND)
  return Response.json(page)
})
