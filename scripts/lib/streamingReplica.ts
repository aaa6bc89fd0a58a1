import { appendSettings, signal, takeBaseBackup } from './baseBackup'
import { startServer, type PostgresServer } from './embeddedPostgres'
import { postgresBinaries } from './postgresBinaries'

/**
 * A hot standby of a primary on this machine, made from a base backup (scripts/lib/baseBackup.ts) and
 * streaming the primary's WAL. The primary needs `wal_level=replica` (PostgreSQL's default) and a role
 * allowed to replicate from 127.0.0.1 (the embedded cluster's superuser is, by initdb's pg_hba.conf).
 */
export async function startStreamingReplica({ primary, dataDir, port }: { primary: PostgresServer; dataDir: string; port: number }): Promise<PostgresServer> {
  const binaries = postgresBinaries()
  await takeBaseBackup({ url: primary.url, dataDir: primary.dataDir, targetDir: dataDir, binaries })
  const source = new URL(primary.url)
  appendSettings(dataDir, { primary_conninfo: `host=127.0.0.1 port=${primary.port} user=${source.username} password=${source.password} application_name=replica${port}` }, binaries)
  signal(dataDir, 'standby', binaries)
  return startReplicaServer(dataDir, port)
}

/** Starts (or starts again) a standby already made on `dataDir`. */
export function startReplicaServer(dataDir: string, port: number): Promise<PostgresServer> {
  return startServer({ dataDir, port, settings: { hot_standby: 'on' } })
}
