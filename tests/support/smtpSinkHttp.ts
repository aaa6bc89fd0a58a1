import http from 'node:http'
import type { SmtpSink } from './smtpSink'

export interface SinkMessage {
  to: string[]
  subject: string
  text: string
}

/**
 * Exposes an SMTP sink's messages to another process (the Playwright workers) over HTTP on 127.0.0.1:
 * GET /messages answers every message received so far as JSON.
 */
export async function serveSinkOverHttp(sink: SmtpSink): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/messages') {
      res.writeHead(404).end()
      return
    }
    const messages: SinkMessage[] = sink.messages.map((m) => ({
      to: (m.to ?? []).map((a) => a.address ?? '').filter(Boolean),
      subject: m.subject ?? '',
      text: m.text ?? '',
    }))
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(messages))
  })
  const port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)))
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

/** For specs: waits until the sink (at SMTP_SINK_URL) holds a message to `address` (whose text `matches`), and returns it. */
export async function waitForMailTo(sinkUrl: string, address: string, matches: (text: string) => boolean = () => true, timeoutMs = 15_000): Promise<SinkMessage> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const messages = (await (await fetch(`${sinkUrl}/messages`)).json()) as SinkMessage[]
    const found = messages.find((m) => m.to.includes(address) && matches(m.text))
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`No e-mail to ${address} reached the SMTP sink`)
}
