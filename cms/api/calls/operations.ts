import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'
import { logger } from '@cms/lib/logger'
import { HttpError } from '@cms/lib/http'
import { declare, ok } from '../declaration'

const DATABASE_DOWN = 'The database does not answer.'
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
    usesPayload: false,
    handler: () => ({ status: 'live' as const }),
  }),
  declare({
    method: 'GET',
    path: '/api/health',
    tag: 'Operations',
    summary: 'Health: the database answers a query.',
    access: 'public',
    answer: ok(z.object({ status: z.literal('ok'), database: z.literal('up') })),
    errors: [503],
    handler: async ({ payload }) => {
      try {
        await payload.db.drizzle.execute(sql`SELECT 1`)
        return { status: 'ok' as const, database: 'up' as const }
      } catch (error) {
        logger.error({ err: error }, 'health: database check failed')
        throw new HttpError(503, DATABASE_DOWN)
      }
    },
  }),
]
