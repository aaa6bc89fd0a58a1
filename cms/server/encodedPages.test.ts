import type { IncomingMessage } from 'node:http'
import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { encodedBody, pageEncoding } from './encodedPages'

const requestWith = (acceptEncoding: string | undefined, method = 'GET') => ({ method, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }) as IncomingMessage
const body = `<!doctype html><main>${'<p>A remote job for a digital nomad.</p>'.repeat(100)}</main>`

describe('encoded pages', () => {
  it('chooses brotli first, then gzip, and nothing for a small page, a HEAD request or a client that takes neither', () => {
    expect(pageEncoding(requestWith('gzip, deflate, br'), body)).toBe('br')
    expect(pageEncoding(requestWith('gzip'), body)).toBe('gzip')
    expect(pageEncoding(requestWith('br;q=0, gzip'), body)).toBe('gzip')
    expect(pageEncoding(requestWith('identity'), body)).toBeNull()
    expect(pageEncoding(requestWith(undefined), body)).toBeNull()
    expect(pageEncoding(requestWith('br', 'HEAD'), body)).toBeNull()
    expect(pageEncoding(requestWith('br'), '<p>short</p>')).toBeNull()
  })

  it('compresses a page once per encoding and gives the same bytes after', () => {
    const page = { status: 200, headers: {}, body }
    const br = encodedBody(page, 'br')
    expect(zlib.brotliDecompressSync(br).toString()).toBe(body)
    expect(encodedBody(page, 'br')).toBe(br)
    expect(zlib.gunzipSync(encodedBody(page, 'gzip')).toString()).toBe(body)
  })
})
