import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GUIDE_MAX_BYTES } from '@cms/contract/admin'
import { uploadDir } from '@cms/lib/uploadDir'
import { makePdf, remoteOkFeed, remoteOkItem } from '../support/providerFixtures'
import { startFakeProviders, useFakeProviders, type FakeProviders } from '../support/fakeProviders'
import { apiRequest, createTestUser, getTestPayload } from './helpers'
import { served } from '../support/servedApi'

const apiConfig = served('/api/admin/api-config')
const apiStatus = served('/api/admin/api-status')
const guideFile = served('/api/admin/guide-file')
const guideInfo = served('/api/admin/guide-info')
const ingest = served('/api/admin/ingest')
const uploadGuide = served('/api/admin/upload-guide')

type Route = (request: Request, context: unknown) => Promise<Response>
const ctx = {}

let fake: FakeProviders
let restoreEnv: () => void
let admin: Awaited<ReturnType<typeof createTestUser>>
let user: Awaited<ReturnType<typeof createTestUser>>

function uploadRequest(cookie: string | undefined, file: Blob | null, name = 'guide.pdf', field = 'guideFile') {
  const form = new FormData()
  if (file) form.append(field, file, name)
  return apiRequest('/api/admin/upload-guide', { method: 'POST', body: form, headers: cookie ? { cookie } : {} })
}

beforeAll(async () => {
  fake = await startFakeProviders()
  restoreEnv = useFakeProviders(fake)
  admin = await createTestUser('admin')
  user = await createTestUser('user')
})

afterAll(async () => {
  restoreEnv()
  delete process.env.RAPIDAPI_KEY
  await fake.close()
})

describe('admin API guards', () => {
  const calls: [string, Route, string, () => RequestInit & { json?: unknown }][] = [
    ['GET /api/admin/api-config', apiConfig.GET as Route, '/api/admin/api-config', () => ({})],
    ['POST /api/admin/api-config', apiConfig.POST as Route, '/api/admin/api-config', () => ({ method: 'POST', json: { providers: [{ id: 'remoteok', enabled: true }] } })],
    ['GET /api/admin/api-status', apiStatus.GET as Route, '/api/admin/api-status', () => ({})],
    ['GET /api/admin/guide-info', guideInfo.GET as Route, '/api/admin/guide-info', () => ({})],
    ['GET /api/admin/guide-file', guideFile.GET as Route, '/api/admin/guide-file', () => ({})],
    ['GET /api/admin/ingest', ingest.GET as Route, '/api/admin/ingest', () => ({})],
    ['POST /api/admin/ingest', ingest.POST as Route, '/api/admin/ingest', () => ({ method: 'POST', json: { provider: 'remoteok' } })],
  ]
  for (const [name, route, path, init] of calls) {
    it(`${name}: 401 signed out, 403 for a non-admin`, async () => {
      const anonymous = await route(apiRequest(path, init()), ctx)
      expect(anonymous.status).toBe(401)
      expect((await anonymous.json()).message).toBeTruthy()
      const nonAdmin = await route(apiRequest(path, { ...init(), headers: { cookie: user.cookie } }), ctx)
      expect(nonAdmin.status).toBe(403)
    })
  }
  it('POST /api/admin/upload-guide: 401 signed out, 403 for a non-admin', async () => {
    expect((await uploadGuide.POST(uploadRequest(undefined, new Blob([makePdf()], { type: 'application/pdf' })), ctx)).status).toBe(401)
    expect((await uploadGuide.POST(uploadRequest(user.cookie, new Blob([makePdf()], { type: 'application/pdf' })), ctx)).status).toBe(403)
  })
})

describe('API configuration', () => {
  it('lists the providers with enabled flags and whether their key is set, and persists the flags', async () => {
    delete process.env.RAPIDAPI_KEY
    const res = await apiConfig.GET(apiRequest('/api/admin/api-config', { headers: { cookie: admin.cookie } }), ctx)
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.providers.map((p: { id: string }) => p.id)).toEqual(['remoteok', 'web3career', 'jsearch', 'adzuna', 'remotive', 'himalayas', 'jobicy', 'greenhouse', 'lever', 'ashby', 'workable', 'brandfetch'])
    expect(body.providers[0]).toMatchObject({ id: 'remoteok', name: 'Remote OK', hasApiKey: true })
    expect(body.providers[2]).toMatchObject({ id: 'jsearch', hasApiKey: false })
    expect(typeof body.providers[0].description).toBe('string')

    const save = await apiConfig.POST(
      apiRequest('/api/admin/api-config', { method: 'POST', headers: { cookie: admin.cookie }, json: { providers: [{ id: 'adzuna', enabled: false }, { id: 'brandfetch', enabled: false }] } }),
      ctx,
    )
    expect(save.status).toBe(200)
    const after = await (await apiConfig.GET(apiRequest('/api/admin/api-config', { headers: { cookie: admin.cookie } }), ctx)).json()
    expect(after.providers.find((p: { id: string }) => p.id === 'adzuna').enabled).toBe(false)
    expect(after.providers.find((p: { id: string }) => p.id === 'remoteok').enabled).toBe(true)
    await apiConfig.POST(
      apiRequest('/api/admin/api-config', { method: 'POST', headers: { cookie: admin.cookie }, json: { providers: [{ id: 'adzuna', enabled: true }, { id: 'brandfetch', enabled: true }] } }),
      ctx,
    )
  })

  it('rejects bad bodies with a 400 and a message', async () => {
    for (const body of ['not json', JSON.stringify({ providers: [{ id: 'nope', enabled: true }] }), JSON.stringify({ providers: [{ id: 'remoteok', enabled: 'yes' }] }), JSON.stringify({})]) {
      const res = await apiConfig.POST(apiRequest('/api/admin/api-config', { method: 'POST', headers: { cookie: admin.cookie, 'content-type': 'application/json' }, body }), ctx)
      expect(res.status).toBe(400)
      expect((await res.json()).message).toBeTruthy()
    }
  })

  it('api-status makes a real request per provider: available, or unavailable without a key or on failure', async () => {
    fake.set('remoteok', { body: remoteOkFeed([remoteOkItem(1)]) })
    fake.set('jsearch', { body: { status: 'OK', data: [] } })
    fake.set('brandfetch', { status: 401, body: { message: 'bad key' } })
    process.env.RAPIDAPI_KEY = 'k'
    process.env.BRANDFETCH_API_KEY = 'b'
    try {
      const res = await apiStatus.GET(apiRequest('/api/admin/api-status', { headers: { cookie: admin.cookie } }), ctx)
      expect(res.status).toBe(200)
      expect((await res.json()).providers).toEqual([
        { id: 'remoteok', status: 'available' },
        { id: 'web3career', status: 'unavailable' },
        { id: 'jsearch', status: 'available' },
        { id: 'adzuna', status: 'unavailable' },
        // Keyless feeds the fake serves nothing for (404), and ATSs with no board that answered.
        { id: 'remotive', status: 'unavailable' },
        { id: 'himalayas', status: 'unavailable' },
        { id: 'jobicy', status: 'unavailable' },
        { id: 'greenhouse', status: 'unavailable' },
        { id: 'lever', status: 'unavailable' },
        { id: 'ashby', status: 'unavailable' },
        { id: 'workable', status: 'unavailable' },
        { id: 'brandfetch', status: 'unavailable' },
      ])
      expect(fake.requests.find((r) => r.provider === 'jsearch')!.headers['x-rapidapi-key']).toBe('k')
      expect(fake.requests.find((r) => r.provider === 'brandfetch')!.headers.authorization).toBe('Bearer b')
    } finally {
      delete process.env.BRANDFETCH_API_KEY
    }
  })
})

describe('guide upload', () => {
  it('refuses a non-PDF (400), an over-size file (413), and a missing file (400)', async () => {
    const text = await uploadGuide.POST(uploadRequest(admin.cookie, new Blob(['hello, not a pdf'], { type: 'application/pdf' })), ctx)
    expect(text.status).toBe(400)
    expect((await text.json()).message).toBe('Please select a PDF file for the guide.')

    const big = await uploadGuide.POST(uploadRequest(admin.cookie, new Blob([makePdf('big', GUIDE_MAX_BYTES + 1024)], { type: 'application/pdf' })), ctx)
    expect(big.status).toBe(413)

    // A declared Content-Length above the limit is refused before reading anything.
    const declared = apiRequest('/api/admin/upload-guide', {
      method: 'POST',
      headers: { cookie: admin.cookie, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(GUIDE_MAX_BYTES * 2) },
      body: 'x',
    })
    expect((await uploadGuide.POST(declared, ctx)).status).toBe(413)

    // A chunked body with no length is counted while streaming and cut off at the limit.
    let sent = 0
    const chunk = new Uint8Array(1024 * 1024)
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length
        if (sent > GUIDE_MAX_BYTES * 3) controller.close()
        else controller.enqueue(chunk)
      },
    })
    const chunked = apiRequest('/api/admin/upload-guide', {
      method: 'POST',
      headers: { cookie: admin.cookie, 'content-type': 'multipart/form-data; boundary=x' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect((await uploadGuide.POST(chunked, ctx)).status).toBe(413)
    expect(sent).toBeLessThan(GUIDE_MAX_BYTES + 4 * 1024 * 1024)

    expect((await uploadGuide.POST(uploadRequest(admin.cookie, null), ctx)).status).toBe(400)
    expect((await uploadGuide.POST(uploadRequest(admin.cookie, new Blob([makePdf()]), 'g.pdf', 'other'), ctx)).status).toBe(400)
  })

  it('refuses a 303-byte file that only looks like a PDF, from /admin and /cms alike, and keeps the guide; counts the pages', async () => {
    const payload = await getTestPayload()
    const real = makePdf('The real guide')
    expect((await uploadGuide.POST(uploadRequest(admin.cookie, new Blob([real], { type: 'application/pdf' })), ctx)).status).toBe(200)
    // The signature, a catalog, 'xref' and '%%EOF': all Payload's own check looks for, but no page to read.
    const head = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n'
    const tail = 'startxref\n0\n%%EOF\n'
    const fake = Buffer.from(`${head}%${'x'.repeat(303 - head.length - tail.length - 2)}\n${tail}`, 'latin1')
    expect(fake.length).toBe(303)

    const refused = await uploadGuide.POST(uploadRequest(admin.cookie, new Blob([fake], { type: 'application/pdf' })), ctx)
    expect(refused.status).toBe(400)
    expect((await refused.json()).message).toBe('This file is not a readable PDF. Please select a PDF file for the guide.')
    await expect(
      payload.create({ collection: 'guide-files', data: {}, file: { data: fake, mimetype: 'application/pdf', name: 'fake-in-cms.pdf', size: fake.length }, overrideAccess: true }),
    ).rejects.toMatchObject({ status: 400 })

    const info = await (await guideInfo.GET(apiRequest('/api/admin/guide-info', { headers: { cookie: admin.cookie } }), ctx)).json()
    expect(info).toMatchObject({ fileExists: true, fileSize: real.length, pageCount: 1 })
    // Refused before Payload touches the stored file (an update deletes it before its validate hooks run).
    const stored = await guideFile.GET(apiRequest('/api/admin/guide-file', { headers: { cookie: admin.cookie } }), ctx)
    expect(Buffer.from(await stored.arrayBuffer()).equals(Buffer.from(real))).toBe(true)
  })

  it('replaces the guide when another guide document (one an admin added in /cms) is newer', async () => {
    const payload = await getTestPayload()
    expect((await uploadGuide.POST(uploadRequest(admin.cookie, new Blob([makePdf('Uploaded first')], { type: 'application/pdf' })), ctx)).status).toBe(200)
    const added = Buffer.from(makePdf('Added in the CMS'))
    await payload.create({ collection: 'guide-files', data: {}, file: { data: added, mimetype: 'application/pdf', name: 'added-in-cms.pdf', size: added.length }, overrideAccess: true })

    const latest = makePdf('Uploaded after')
    const res = await uploadGuide.POST(uploadRequest(admin.cookie, new Blob([latest], { type: 'application/pdf' })), ctx)
    expect(res.status).toBe(200)
    const { docs } = await payload.find({ collection: 'guide-files', where: { filename: { in: ['added-in-cms.pdf', 'digital-nomad-guide-2025.pdf'] } }, overrideAccess: true, depth: 0 })
    expect(docs.map((doc) => doc.filename)).toEqual(['digital-nomad-guide-2025.pdf'])
    const file = await guideFile.GET(apiRequest('/api/admin/guide-file', { headers: { cookie: admin.cookie } }), ctx)
    expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(latest))).toBe(true)
  })

  it('stores a real PDF as digital-nomad-guide-2025.pdf, replaces the previous one, and serves it to admins', async () => {
    const payload = await getTestPayload()
    const first = await uploadGuide.POST(uploadRequest(admin.cookie, new Blob([makePdf('First edition')], { type: 'application/pdf' }), 'my upload.pdf'), ctx)
    expect(first.status).toBe(200)
    const second = makePdf('Second edition, longer text')
    const res = await uploadGuide.POST(uploadRequest(admin.cookie, new Blob([second], { type: 'application/pdf' }), 'another.pdf'), ctx)
    expect(res.status).toBe(200)

    const info = await (await guideInfo.GET(apiRequest('/api/admin/guide-info', { headers: { cookie: admin.cookie } }), ctx)).json()
    expect(info).toMatchObject({ success: true, fileExists: true, fileSize: second.length, fileName: 'digital-nomad-guide-2025.pdf', downloadUrl: '/api/admin/guide-file' })
    expect(Number.isNaN(Date.parse(info.lastModified))).toBe(false)
    const { totalDocs } = await payload.count({ collection: 'guide-files', overrideAccess: true })
    expect(totalDocs).toBe(1)

    // A file that starts like a PDF but that Payload refuses leaves the current guide in place.
    const broken = await uploadGuide.POST(uploadRequest(admin.cookie, new Blob(['%PDF-1.4 but not really a pdf at all'], { type: 'application/pdf' })), ctx)
    expect(broken.status).toBe(400)
    const still = await (await guideInfo.GET(apiRequest('/api/admin/guide-info', { headers: { cookie: admin.cookie } }), ctx)).json()
    expect(still).toMatchObject({ fileExists: true, fileSize: second.length, fileName: 'digital-nomad-guide-2025.pdf' })

    const file = await guideFile.GET(apiRequest('/api/admin/guide-file', { headers: { cookie: admin.cookie } }), ctx)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(Buffer.from(await file.arrayBuffer()).equals(second)).toBe(true)
  })

  it('reports the stored file\'s real size, and an emptied file as no guide at all', async () => {
    const pdf = makePdf('Sized edition')
    expect((await uploadGuide.POST(uploadRequest(admin.cookie, new Blob([pdf], { type: 'application/pdf' })), ctx)).status).toBe(200)
    const info = async () => (await guideInfo.GET(apiRequest('/api/admin/guide-info', { headers: { cookie: admin.cookie } }), ctx)).json()
    expect(await info()).toMatchObject({ fileExists: true, fileSize: pdf.length })

    // The file on disk loses its bytes (a failed copy, a truncated sync): the record alone is no guide.
    const stored = path.join(uploadDir('guide'), 'digital-nomad-guide-2025.pdf')
    await fs.promises.truncate(stored, 0)
    expect(await info()).toMatchObject({ fileExists: false, fileSize: null, downloadUrl: null })
    expect((await uploadGuide.POST(uploadRequest(admin.cookie, new Blob([pdf], { type: 'application/pdf' })), ctx)).status).toBe(200)
    expect(await info()).toMatchObject({ fileExists: true, fileSize: pdf.length })
  })
})
