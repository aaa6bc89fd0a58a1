import fs from 'node:fs'
import path from 'node:path'
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { S3Settings } from '@cms/lib/storage/s3Settings'

/** Where backups go inside the uploads bucket: beside the uploads' own prefixes, never served. */
export const BACKUP_PREFIX = 'backups'

/**
 * A WAL file is finished once `archive_command`'s `cp` has written it; `cp` is not atomic, so a file is only
 * taken once it has not changed for this long.
 */
const SETTLED_MS = 10_000

/** Files of the backup folder that are complete: archived WAL that has settled, and base backups that finished. */
function finishedFiles(backupDir: string, now: number): string[] {
  const files: string[] = []
  const wal = path.join(backupDir, 'wal')
  if (fs.existsSync(wal)) {
    for (const name of fs.readdirSync(wal)) if (now - fs.statSync(path.join(wal, name)).mtimeMs >= SETTLED_MS) files.push(path.join('wal', name))
  }
  const base = path.join(backupDir, 'base')
  if (fs.existsSync(base)) {
    for (const name of fs.readdirSync(base)) {
      // `backup_finished_at` is written last: a backup without it is still being taken.
      if (!fs.existsSync(path.join(base, name, 'backup_finished_at'))) continue
      for (const file of fs.readdirSync(path.join(base, name), { recursive: true, withFileTypes: true })) {
        if (file.isFile()) files.push(path.relative(backupDir, path.join(file.parentPath, file.name)))
      }
    }
  }
  return files
}

async function storedKeys(client: S3Client, bucket: string): Promise<Set<string>> {
  const keys = new Set<string>()
  let token: string | undefined
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${BACKUP_PREFIX}/`, ContinuationToken: token }))
    for (const object of page.Contents ?? []) if (object.Key) keys.add(object.Key)
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
  return keys
}

/**
 * Copies every finished backup file not yet in the bucket to `backups/<path in the backup folder>`, so the
 * archive survives the loss of the database machine. Files are never changed once finished, so a key that
 * exists is done; a copy cut short (a crash) is simply not listed yet and is sent again on the next pass.
 * Answers how many files it sent.
 */
export async function shipBackups(backupDir: string, s3: S3Settings, now = Date.now()): Promise<number> {
  const client = new S3Client(s3.client)
  try {
    const stored = await storedKeys(client, s3.bucket)
    let sent = 0
    for (const file of finishedFiles(backupDir, now)) {
      const key = `${BACKUP_PREFIX}/${file.split(path.sep).join('/')}`
      if (stored.has(key)) continue
      await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: fs.readFileSync(path.join(backupDir, file)) }))
      sent++
    }
    return sent
  } finally {
    client.destroy()
  }
}
