import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'
import { logger } from '@cms/lib/logger'
import { getPayloadClient } from '@cms/payloadClient'
import { jsonResponse } from '@cms/lib/stringResponse'
import { declare, ok } from '../declaration'
import { OPEN_READ } from '../policy'

export const operationCalls = [
  declare({
    method: 'GET',
    path: '/api/live',
    tag: 'Operations',
    summary: 'Liveness: the process answers (no database).',
    access: 'public',
    policy: OPEN_READ,
    answer: ok(z.object({ status: z.literal('live') })),
    errors: [],
    // Every policy step runs for it, so it is also the floor `bench:router` and `bench:search` measure the table by.
    handler: () => jsonResponse({ status: 'live' }),
  }),
  declare({
    method: 'GET',
    path: '/api/health',
    tag: 'Operations',
    summary: 'Health: the database answers a query.',
    access: 'public',
    answer: ok(z.object({ status: z.literal('ok'), database: z.literal('up') })),
    errors: [503],
    handler: async () => {
      try {
        const payload = await getPayloadClient()
        await payload.db.drizzle.execute(sql`SELECT 1`)
        return Response.json({ status: 'ok', database: 'up' })
      } catch (error) {
        logger.error({ err: error }, 'health: database check failed')
        return Response.json({ status: 'error', database: 'down' }, { status: 503 })
      }
    },
  }),
]
