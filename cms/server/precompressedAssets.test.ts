import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exchangeOf } from './middlewareStep'
import { createPrecompressedAssets } from './precompressedAssets'

const SCRIPT = 'export const answer = 42;\n'.repeat(100)
let publicDir: string
let server: http.Server
let base: string

/** What the step did with one request: its answer, or 'next' when it let the request go on. */
async function get(pathname: string, headers: Record<string, string>, method = 'GET') {
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => http.request(`${base}${pathname}`, { method, headers }, resolve).on('error', reject).end())
  const chunks: Buffer[] = []
  for await (const chunk of response) chunks.push(chunk as Buffer)
  return { status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }
}

beforeAll(async () => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompressed-'))
  fs.mkdirSync(path.join(publicDir, 'assets'))
  fs.writeFileSync(path.join(publicDir, 'assets/index-abc.js'), SCRIPT)
  fs.writeFileSync(path.join(publicDir, 'assets/index-abc.js.br'), brotliCompressSync(SCRIPT))
  fs.writeFileSync(path.join(publicDir, 'assets/plain-abc.js'), SCRIPT)
  fs.writeFileSync(path.join(publicDir, 'secret.js.br'), 'not an asset')
  const step = createPrecompressedAssets(publicDir)
  server = http.createServer(async (request, response) => {
    if (!(await step(exchangeOf(request, response)))) response.writeHead(299).end('next')
  })
  await new Promise<void>((resolve) => server.listen(0, resolve))
  base = `http://localhost:${(server.address() as AddressInfo).port}`
})

afterAll(() => {
  server.close()
  fs.rmSync(publicDir, { recursive: true, force: true })
})

describe('precompressed assets', () => {
  it("sends the build's brotli copy to a browser that accepts brotli, as an immutable script", async () => {
    const answer = await get('/assets/index-abc.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(answer.headers.vary).toBe('Accept-Encoding')
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT)
  })

  it('answers HEAD with the headers alone', async () => {
    const answer = await get('/assets/index-abc.js', { 'Accept-Encoding': 'br' }, 'HEAD')
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.body.length).toBe(0)
  })

  it('lets everything else go on to the static files: no brotli accepted, no copy, not a built asset', async () => {
    for (const [pathname, encoding] of [
      ['/assets/index-abc.js', 'gzip, deflate'],
      ['/assets/index-abc.js', 'gzip, br;q=0'],
      ['/assets/plain-abc.js', 'br'],
      ['/assets/missing.js', 'br'],
      ['/assets/../secret.js', 'br'],
      ['/assets/%2e%2e/secret.js', 'br'],
      ['/assets/index-abc.js.br', 'br'],
      ['/index-abc.js', 'br'],
    ] as const) {
      const answer = await get(pathname, { 'Accept-Encoding': encoding })
      expect({ pathname, encoding, status: answer.status }).toEqual({ pathname, encoding, status: 299 })
    }
    expect((await get('/assets/index-abc.js', { 'Accept-Encoding': 'br' }, 'POST')).status).toBe(299)
  })
})
