import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { giveToPostgres } from './embeddedPostgres'
import type { PostgresBinaries } from './postgresBinaries'

/**
 * A base backup of a running PostgreSQL whose data folder is on this machine, with the programs the
 * embedded package ships (no pg_basebackup): `pg_backup_start`, a copy of the data folder, `pg_backup_stop`,
 * whose label file becomes `backup_label` in the copy. The copy plus the WAL written from the backup's start
 * on (streamed from the primary, or archived) is a consistent cluster: a standby, or a point-in-time restore.
 */

/** Not copied: the running server's own files, and what PostgreSQL rebuilds or streams (the docs' list). */
const SKIPPED = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map', 'standby.signal', 'recovery.signal'])
const EMPTIED = new Set(['pg_wal', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans'])

export interface BaseBackup {
  dir: string
  /** When pg_backup_stop returned: a restore to any later time can start from this backup. */
  finishedAt: Date
}

function copyDataFolder(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true, mode: 0o700 })
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue
    const target = path.join(to, entry.name)
    if (EMPTIED.has(entry.name)) fs.mkdirSync(target, { mode: 0o700 })
    // A file may vanish while the server runs (a temporary file, a dropped table): the WAL replay restores what matters.
    else fs.cpSync(path.join(from, entry.name), target, { recursive: true, force: true, errorOnExist: false, filter: (source) => fs.existsSync(source) })
  }
}

function chownTree(dir: string, binaries: PostgresBinaries): void {
  if (!binaries.runAs) return
  giveToPostgres(dir, binaries)
  for (const entry of fs.readdirSync(dir, { recursive: true })) giveToPostgres(path.join(dir, String(entry)), binaries)
}

export async function takeBaseBackup({ url, dataDir, targetDir, binaries }: { url: string; dataDir: string; targetDir: string; binaries: PostgresBinaries }): Promise<BaseBackup> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    // One session from start to stop (a non-exclusive backup); a fast checkpoint, so it starts at once.
    await client.query(`SELECT pg_backup_start($1, true)`, [`nomad ${new Date().toISOString()}`])
    try {
      copyDataFolder(dataDir, targetDir)
    } catch (error) {
      await client.query('SELECT pg_backup_stop(false)').catch(() => {})
      throw error
    }
    const { rows } = await client.query<{ labelfile: string; spcmapfile: string | null }>('SELECT labelfile, spcmapfile FROM pg_backup_stop(true)')
    fs.writeFileSync(path.join(targetDir, 'backup_label'), rows[0]!.labelfile)
    if (rows[0]!.spcmapfile) fs.writeFileSync(path.join(targetDir, 'tablespace_map'), rows[0]!.spcmapfile)
    chownTree(targetDir, binaries)
    return { dir: targetDir, finishedAt: new Date() }
  } finally {
    await client.end()
  }
}

/** Settings appended to a copy's postgresql.auto.conf (recovery and replication settings are read from there). */
export function appendSettings(dataDir: string, settings: Record<string, string>, binaries: PostgresBinaries): void {
  const file = path.join(dataDir, 'postgresql.auto.conf')
  const lines = Object.entries(settings).map(([name, value]) => `${name} = '${value.replace(/'/g, "''")}'`)
  fs.appendFileSync(file, `\n${lines.join('\n')}\n`)
  giveToPostgres(file, binaries)
}

/** Marks a data folder to start as a standby (`standby.signal`) or a one-off recovery (`recovery.signal`). */
export function signal(dataDir: string, kind: 'standby' | 'recovery', binaries: PostgresBinaries): void {
  const file = path.join(dataDir, `${kind}.signal`)
  fs.writeFileSync(file, '')
  giveToPostgres(file, binaries)
}
