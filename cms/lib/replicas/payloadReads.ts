import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { drizzle } from '@payloadcms/db-postgres/drizzle/node-postgres'
import { withReplicas } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload } from 'payload'
import { chooseReplica, replicaSet, type Replica } from './replicaSet'

type Drizzle = PostgresAdapter['drizzle']

/**
 * Payload's reads (find, findByID, count, versions) through the replicas, chosen per request like our own SQL.
 * The adapter's own `readReplicas` picks one at random with no health check and keeps read-after-write per
 * process for `readReplicasAfterWriteInterval`; a visitor's next request may reach another server, and a
 * stopped replica would fail requests. So the adapter's connection is wrapped the way its `readReplicas`
 * wraps it (drizzle's `withReplicas`: every insert, update, delete, execute and transaction on the primary),
 * with our choice of replica: the primary whenever the request may not use one or none is healthy. Reads
 * inside a write's transaction use the transaction's connection, on the primary.
 */
export function routePayloadReads(payload: Payload): void {
  const set = replicaSet()
  const adapter = payload.db as unknown as PostgresAdapter & { primaryDrizzle?: Drizzle; readReplicasAfterWriteInterval: number }
  if (!set || adapter.primaryDrizzle) return
  const primary = adapter.drizzle
  const drizzles = new Map<Replica, Drizzle>(set.replicas.map((replica) => [replica, drizzle({ client: replica.reader, logger: adapter.logger, schema: adapter.schema }) as unknown as Drizzle]))
  adapter.primaryDrizzle = primary
  // The visitor's cookie carries read-after-write across servers (readRouting.ts); a per-process window would
  // only send other visitors' reads to the primary.
  adapter.readReplicasAfterWriteInterval = 0
  adapter.drizzle = withReplicas(primary as never, [...drizzles.values()] as never, () => {
    const replica = chooseReplica()
    return (replica ? drizzles.get(replica)! : primary) as never
  }) as unknown as Drizzle
}
