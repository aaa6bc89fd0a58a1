import { jsonResponse } from '@cms/lib/stringResponse'

/**
 * GET /api/live -> { status: 'live' }: the process answers (a liveness probe, no database). It passes every
 * policy step of the table, so it is also the floor `npm run bench:search` measures the table by.
 */
export const GET = (): Response => jsonResponse({ status: 'live' })
