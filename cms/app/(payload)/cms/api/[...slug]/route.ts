import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { withCheckedJsonBody } from '../../../../../lib/body'
import { HttpError, jsonError } from '../../../../../lib/http'
import { MAX_BODY_BYTES } from '../../../../../contract/limits'

type RestHandler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/** Payload's REST, with JSON bodies checked first (malformed, non-object or NUL-carrying JSON is a 400). */
const checked =
  (handle: RestHandler): RestHandler =>
  async (request, context) => {
    try {
      return await handle(await withCheckedJsonBody(request, MAX_BODY_BYTES), context)
    } catch (error) {
      if (error instanceof HttpError) return jsonError(error.status, error.message)
      throw error
    }
  }

export const GET = REST_GET(config)
export const POST = checked(REST_POST(config))
export const DELETE = REST_DELETE(config)
export const PATCH = checked(REST_PATCH(config))
export const PUT = checked(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
