import { z } from 'zod'
import { apiErrorSchema } from '@cms/contract/apiError'
import { declare, type ApiTag } from '../declaration'

/** The signed token of a link mailed to the address; a link without it is incomplete. */
export const mailLinkTokenQuery = z.object({ token: z.string({ error: 'This link is invalid or incomplete.' }).describe('The signed token of the link mailed to the address.') })

const POST_ONLY = 'Unsubscribing needs a POST: open the link from the e-mail and confirm on the page.'

/** The GET of a one-click unsubscribe address: always 405, because mail scanners follow links. */
export const postOnly = <const Path extends string>(path: Path, tag: ApiTag) =>
  declare({
    method: 'GET',
    path,
    tag,
    summary: 'Always 405: unsubscribing needs a POST (mail scanners follow links).',
    access: 'public',
    answer: { status: 405, schema: apiErrorSchema },
    errors: [],
    handler: () => ({ error: POST_ONLY, message: POST_ONLY, success: false as const }),
  })
