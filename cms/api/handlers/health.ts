import { sql } from '@payloadcms/db-postgres'
import { getPayloadClient } from '@cms/lib/payload'
import { logger } from '@cms/lib/logger'


/** 200 when the database answers a query, 503 otherwise (for load balancers and uptime checks). */
export async function GET(): Promise<Response> {
  try {
    const payload = await getPayloadClient()
    await payload.db.drizzle.execute(sql`SELECT 1`)
    return Response.json({ status: 'ok', database: 'up' })
  } catch (error) {
    logger.error({ err: error }, 'health: database check failed')
    return Response.json({ status: 'error', database: 'down' }, { status: 503 })
  }
}
