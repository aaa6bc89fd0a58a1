import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface HoldingProxy {
  /** The proxy's origin: pages opened through it arrive in two parts. */
  url: string
  /** Sends the rest of the held page. */
  release(): void
  close(): Promise<void>
}

/**
 * A proxy in front of the site that sends an HTML page up to where `cut` says (an index in the page's text), and the
 * rest only on `release()`: the browser paints what has arrived, as a phone on a slow network does, so a test can
 * look at a half-arrived page. Everything else passes through as it is. Compression is turned off to cut the text.
 */
export async function startHoldingProxy(target: string, cut: (page: string) => number): Promise<HoldingProxy> {
  const upstream = new URL(target)
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  const server = http.createServer((request, response) => {
    const headers = { ...request.headers, host: upstream.host, 'accept-encoding': 'identity' }
    const forwarded = http.request(new URL(request.url ?? '/', upstream), { method: request.method, headers }, (answer) => {
      const { 'content-length': _length, ...answerHeaders } = answer.headers
      response.writeHead(answer.statusCode ?? 502, answerHeaders)
      if (!String(answer.headers['content-type']).startsWith('text/html')) return void answer.pipe(response)
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () => {
        const page = Buffer.concat(chunks).toString()
        const at = cut(page)
        response.write(page.slice(0, at))
        void released.then(() => response.end(page.slice(at)))
      })
    })
    // The site gone (the run ending) ends this answer, not the test process.
    forwarded.on('error', () => response.destroy())
    request.pipe(forwarded)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    release,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
