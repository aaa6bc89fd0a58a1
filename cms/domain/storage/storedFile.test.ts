import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { S3Client } from '@aws-sdk/client-s3'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { openStoredFile, storedFileSize } from './storedFile'

let root: string

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'stored-file-'))
  fs.mkdirSync(path.join(root, 'guide', 'folder'), { recursive: true })
  fs.mkdirSync(path.join(root, 'media'), { recursive: true })
  fs.writeFileSync(path.join(root, 'guide', 'guide.pdf'), '%PDF-1')
  fs.writeFileSync(path.join(root, 'media', 'cover.png'), 'png')
})
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))
afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

describe('stored files on disk (no S3_BUCKET)', () => {
  const onDisk = () => {
    vi.stubEnv('S3_BUCKET', '')
    vi.stubEnv('UPLOADS_DIR', root)
  }

  it("reads a file of the collection's folder, its size and its bytes", async () => {
    onDisk()
    expect(await storedFileSize('guide-files', 'guide.pdf')).toBe(6)
    const file = await openStoredFile('guide-files', 'guide.pdf')
    expect(file?.size).toBe(6)
    expect(await new Response(file!.stream).text()).toBe('%PDF-1')
  })

  it('is null for a missing file, a folder, or a name that leaves the folder', async () => {
    onDisk()
    expect(await storedFileSize('guide-files', 'nope.pdf')).toBeNull()
    expect(await storedFileSize('guide-files', 'folder')).toBeNull()
    expect(await storedFileSize('guide-files', '../media/cover.png')).toBeNull()
    expect(await storedFileSize('guide-files', '')).toBeNull()
    expect(await openStoredFile('guide-files', '../media/cover.png')).toBeNull()
    expect(await openStoredFile('guide-files', 'nope.pdf')).toBeNull()
  })
})

describe('stored files in S3 (S3_BUCKET set)', () => {
  const inS3 = (send: (command: { input: { Bucket: string; Key: string } }) => unknown) => {
    vi.stubEnv('S3_BUCKET', 'uploads')
    vi.stubEnv('S3_REGION', 'us-east-1')
    return vi.spyOn(S3Client.prototype, 'send').mockImplementation(send as never)
  }

  it("asks for the object under the collection's prefix, or the document's own prefix", async () => {
    const send = inS3(async () => ({ ContentLength: 1234 }))
    expect(await storedFileSize('guide-files', 'guide.pdf')).toBe(1234)
    expect(await storedFileSize('media', 'cover.png', 'media/2026')).toBe(1234)
    expect(send.mock.calls.map(([command]) => (command as unknown as { input: unknown }).input)).toEqual([
      { Bucket: 'uploads', Key: 'guide/guide.pdf' },
      { Bucket: 'uploads', Key: 'media/2026/cover.png' },
    ])
  })

  it('is null for a missing object, and passes on any other failure', async () => {
    inS3(async () => Promise.reject(Object.assign(new Error('gone'), { name: 'NoSuchKey' })))
    expect(await storedFileSize('guide-files', 'guide.pdf')).toBeNull()
    expect(await openStoredFile('guide-files', 'guide.pdf')).toBeNull()
    inS3(async () => Promise.reject(Object.assign(new Error('head'), { name: 'NotFound' })))
    expect(await storedFileSize('guide-files', 'guide.pdf')).toBeNull()
    inS3(async () => Promise.reject(Object.assign(new Error('denied'), { name: 'AccessDenied' })))
    await expect(storedFileSize('guide-files', 'guide.pdf')).rejects.toThrow('denied')
  })

  it('streams the object body with its size, and is null for an object without a body', async () => {
    inS3(async () => ({ ContentLength: 3, Body: { transformToWebStream: () => new Response('abc').body } }))
    const file = await openStoredFile('guide-files', 'guide.pdf')
    expect(file?.size).toBe(3)
    expect(await new Response(file!.stream).text()).toBe('abc')
    inS3(async () => ({ ContentLength: 0 }))
    expect(await openStoredFile('guide-files', 'guide.pdf')).toBeNull()
  })
})
