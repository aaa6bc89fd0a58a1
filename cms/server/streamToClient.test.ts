import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import { streamToClient } from './streamToClient'

/** A body that sends one chunk and then waits for ever. */
function slowBody(): Readable {
  let sent = false
  return new Readable({
    read() {
      if (sent) return
      sent = true
      this.push(Buffer.alloc(64 * 1024, 'a'))
    },
  })
}

let server: http.Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** Serves `body` once and settles with what streamToClient did; the client reads the first chunk, then `onFirstChunk`. */
async function serveOnce(body: Readable, onFirstChunk: (request: http.ClientRequest) => void): Promise<{ outcome: 'resolved' | Error; bodyDestroyed: boolean }> {
  let settled!: Promise<'resolved' | Error>
  server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/pdf' })
    settled = streamToClient(body, response).then(
      () => 'resolved' as const,
      (error: Error) => error,
    )
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => {
    const request = http.get({ port, host: '127.0.0.1', path: '/' }, (response) => {
      response.once('data', () => {
        onFirstChunk(request)
        resolve()
      })
      response.on('error', () => {})
    })
    request.on('error', () => {})
  })
  const outcome = await settled
  return { outcome, bodyDestroyed: body.destroyed }
}

describe('streamToClient', () => {
  it('resolves when the client leaves mid-body, and destroys the source', async () => {
    const { outcome, bodyDestroyed } = await serveOnce(slowBody(), (request) => request.destroy())
    expect(outcome).toBe('resolved')
    expect(bodyDestroyed).toBe(true)
  })

  it('rejects when the source fails while the client is still there', async () => {
    const body = slowBody()
    const { outcome } = await serveOnce(body, () => body.destroy(new Error('storage went away')))
    expect(outcome).toBeInstanceOf(Error)
    expect((outcome as Error).message).toBe('storage went away')
  })
})
