import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { appendSettings, signal, takeBaseBackup } from './baseBackup'
import { giveToPostgres, startServer, type PostgresServer } from './embeddedPostgres'
import { postgresBinaries } from './postgresBinaries'
import { freePort } from './ports'

/**
 * Continuous archiving and point-in-time recovery for the embedded (or a self-run) PostgreSQL:
 * `archive_command` copies each finished WAL segment to `<backups>/wal`, `npm run backup` adds a base backup
 * to `<backups>/base/<time>` and keeps the newest few, and a restore copies the newest base backup finished
 * before the target time into a new data folder and replays the archived WAL up to that time.
 */
export const BACKUPS_KEPT = 7

export const walArchive = (backupDir: string) => path.join(backupDir, 'wal')
const baseBackups = (backupDir: string) => path.join(backupDir, 'base')

/** Folders PostgreSQL (the `postgres` user when run as root) writes archived WAL into. */
export function prepareBackupDir(backupDir: string): void {
  const binaries = postgresBinaries()
  for (const dir of [backupDir, walArchive(backupDir), baseBackups(backupDir)]) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
    giveToPostgres(dir, binaries)
  }
}

/** Server settings that archive every WAL segment, at the latest a minute after it was started. */
export function archivingSettings(backupDir: string): Record<string, string> {
  const archive = walArchive(backupDir)
  return { archive_mode: 'on', archive_timeout: '60s', archive_command: `test ! -f '${archive}/%f' && cp '%p' '${archive}/%f'` }
}

/** A base backup of the running server on `dataDir`, then the oldest beyond BACKUPS_KEPT and the WAL only they needed are deleted. */
export async function backUp({ url, dataDir, backupDir }: { url: string; dataDir: string; backupDir: string }): Promise<string> {
  prepareBackupDir(backupDir)
  const target = path.join(baseBackups(backupDir), new Date().toISOString().replace(/[:.]/g, '-'))
  const backup = await takeBaseBackup({ url, dataDir, targetDir: target, binaries: postgresBinaries() })
  fs.writeFileSync(path.join(target, 'backup_finished_at'), backup.finishedAt.toISOString())
  const kept = listBaseBackups(backupDir)
  for (const old of kept.slice(0, Math.max(0, kept.length - BACKUPS_KEPT))) fs.rmSync(old.dir, { recursive: true, force: true })
  const oldestNeeded = listBaseBackups(backupDir)[0]?.startWal
  if (oldestNeeded) for (const segment of fs.readdirSync(walArchive(backupDir))) if (segment.slice(0, 24) < oldestNeeded) fs.rmSync(path.join(walArchive(backupDir), segment))
  return target
}

interface StoredBackup {
  dir: string
  finishedAt: Date
  /** The WAL file the backup starts in (its label's START WAL LOCATION). */
  startWal: string
}

export function listBaseBackups(backupDir: string): StoredBackup[] {
  const base = baseBackups(backupDir)
  if (!fs.existsSync(base)) return []
  return fs
    .readdirSync(base)
    .map((name) => path.join(base, name))
    .filter((dir) => fs.existsSync(path.join(dir, 'backup_finished_at')))
    .map((dir) => ({
      dir,
      finishedAt: new Date(fs.readFileSync(path.join(dir, 'backup_finished_at'), 'utf8')),
      startWal: fs.readFileSync(path.join(dir, 'backup_label'), 'utf8').match(/\(file ([0-9A-F]{24})\)/)?.[1] ?? '',
    }))
    .sort((a, b) => a.finishedAt.getTime() - b.finishedAt.getTime())
}

/** What PostgreSQL logs when the archive ends before the moment asked for, and it stops. */
const TARGET_NOT_REACHED = 'recovery ended before configured recovery target was reached'

/**
 * Starts PostgreSQL on a folder set up for recovery and waits until it has replayed up to its target and promoted
 * itself; stops it. The failure when the archive ends before the target, null when it got there. PostgreSQL may
 * stop for that reason after it has accepted connections or before (a short archive replays in milliseconds):
 * both are the same failure. Anything else that keeps it from starting is thrown.
 */
async function replayFailure(targetDir: string, binaries: ReturnType<typeof postgresBinaries>): Promise<Error | null> {
  let server: PostgresServer
  try {
    server = await startServer({ dataDir: targetDir, port: await freePort(), binaries })
  } catch (error) {
    if (String((error as Error).message).includes(TARGET_NOT_REACHED)) return new Error(TARGET_NOT_REACHED)
    throw error
  }
  try {
    const client = new pg.Client({ connectionString: server.url.replace(/\/[^/]*$/, '/postgres') })
    // PostgreSQL stops when the archive ends before the moment asked for: that is the failure returned, not thrown.
    client.on('error', () => {})
    try {
      await client.connect()
      for (let i = 0; (await client.query<{ recovering: boolean }>('SELECT pg_is_in_recovery() AS recovering')).rows[0]!.recovering; i++) {
        if (i > 600) throw new Error('The restore did not finish recovery within 60 seconds.')
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      return null
    } catch (error) {
      return error as Error
    } finally {
      await client.end().catch(() => {})
    }
  } finally {
    await server.stop()
  }
}

/**
 * Builds `targetDir` as the database was at `time`: the newest base backup finished before it, plus the
 * archived WAL replayed up to it; the result is promoted (a normal read-write cluster) and stopped.
 */
export async function restoreTo({ backupDir, time, targetDir }: { backupDir: string; time: Date; targetDir: string }): Promise<void> {
  if (fs.existsSync(targetDir)) throw new Error(`${targetDir} already exists: restore into a new folder.`)
  const backup = listBaseBackups(backupDir)
    .filter((candidate) => candidate.finishedAt < time)
    .at(-1)
  if (!backup) throw new Error(`No base backup in ${baseBackups(backupDir)} finished before ${time.toISOString()}.`)
  const binaries = postgresBinaries()
  fs.cpSync(backup.dir, targetDir, { recursive: true })
  fs.rmSync(path.join(targetDir, 'backup_finished_at'))
  for (const entry of [targetDir, ...fs.readdirSync(targetDir, { recursive: true }).map((name) => path.join(targetDir, String(name)))]) giveToPostgres(entry, binaries)
  appendSettings(
    targetDir,
    {
      restore_command: `cp '${walArchive(backupDir)}/%f' '%p'`,
      recovery_target_time: time.toISOString().replace('T', ' ').replace('Z', '+00'),
      recovery_target_action: 'promote',
      archive_mode: 'off',
    },
    binaries,
  )
  signal(targetDir, 'recovery', binaries)
  const failure = await replayFailure(targetDir, binaries)
  if (failure) {
    // Nothing half-restored is left behind to be started by mistake.
    fs.rmSync(targetDir, { recursive: true, force: true })
    throw new Error(
      `The archive could not be replayed up to ${time.toISOString()}: it most likely ends before that moment (a change reaches ` +
        `the archive within a minute). Restore to an earlier moment. (${failure.message})`,
    )
  }
}
