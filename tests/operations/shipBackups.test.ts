import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { CreateBucketCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { shipBackups } from '../../scripts/lib/shipBackups'
import { freePort } from '../../scripts/lib/ports'

/** The worker's copy of the backup folder to the bucket, against s3rver. */
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nomad-ship-'))
const backupDir = path.join(workDir, 'backups')
let s3rver: S3rver
let settings: { bucket: string; client: ConstructorParameters<typeof S3Client>[0] & object }

beforeAll(async () => {
  s3rver = new S3rver({ port: await freePort(), address: '127.0.0.1', silent: true, directory: path.join(workDir, 's3') })
  const { port } = await s3rver.run()
  settings = {
    bucket: 'backups-test',
    client: { endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } },
  }
  await new S3Client(settings.client).send(new CreateBucketCommand({ Bucket: settings.bucket }))
})
afterAll(async () => {
  await s3rver.close()
  fs.rmSync(workDir, { recursive: true, force: true })
})

function write(file: string, body: string, ageMs = 60_000) {
  const full = path.join(backupDir, file)
  fs.mkdirSync(path.dirname(full), { recursive: true })
  fs.writeFileSync(full, body)
  const time = new Date(Date.now() - ageMs)
  fs.utimesSync(full, time, time)
}

it('copies archived WAL and finished base backups once, and leaves files still being written', async () => {
  write('wal/000000010000000000000001', 'segment one')
  write('wal/000000010000000000000002', 'still being copied by archive_command', 0)
  write('base/2026-11-27T06-00-00-000Z/backup_label', 'label')
  write('base/2026-11-27T06-00-00-000Z/base/1/1259', 'table')
  write('base/2026-11-27T06-00-00-000Z/backup_finished_at', '2026-11-27T06:00:01.000Z')
  write('base/2026-11-27T07-00-00-000Z/backup_label', 'a backup not finished yet')

  expect(await shipBackups(backupDir, settings)).toBe(4)
  const client = new S3Client(settings.client)
  const listed = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket }))
  expect((listed.Contents ?? []).map((object) => object.Key).sort()).toEqual([
    'backups/base/2026-11-27T06-00-00-000Z/backup_finished_at',
    'backups/base/2026-11-27T06-00-00-000Z/backup_label',
    'backups/base/2026-11-27T06-00-00-000Z/base/1/1259',
    'backups/wal/000000010000000000000001',
  ])
  const segment = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: 'backups/wal/000000010000000000000001' }))
  expect(await segment.Body!.transformToString()).toBe('segment one')

  // The next pass sends only what finished since.
  write('wal/000000010000000000000002', 'segment two')
  expect(await shipBackups(backupDir, settings)).toBe(1)
  expect(await shipBackups(backupDir, settings)).toBe(0)
  client.destroy()
})
