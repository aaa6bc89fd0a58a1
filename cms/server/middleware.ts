import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * A step the server runs before handing a request to Next. It answers the request itself and
 * returns true, or returns false to let the next step (and finally Next) have it. A step may also
 * decorate the response (headers, compression) and return false.
 */
export type Middleware = (request: IncomingMessage, response: ServerResponse) => boolean | Promise<boolean>

/** The steps, in order. Each concern adds its own module under cms/server and one line here. */
export const middleware: Middleware[] = []
