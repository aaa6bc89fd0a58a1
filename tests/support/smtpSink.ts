import PostalMime, { type Email } from 'postal-mime'
import { SMTPServer } from 'smtp-server'

export interface SmtpSink {
  port: number
  messages: Email[]
  /** While true, every message is refused with a temporary error (an SMTP outage as the sender sees it). */
  refuse: boolean
  /** Resolves with the first message (received now or later) that matches. */
  waitFor: (match: (mail: Email) => boolean, timeoutMs?: number) => Promise<Email>
  close: () => Promise<void>
}

/** A real SMTP server on 127.0.0.1 (free port) that keeps every message it receives, parsed. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: Email[] = []
  const state = { refuse: false }
  const waiters: { match: (mail: Email) => boolean; resolve: (mail: Email) => void }[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      if (state.refuse) {
        stream.resume()
        return stream.on('end', () => callback(Object.assign(new Error('Service unavailable, try again later'), { responseCode: 451 })))
      }
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', async () => {
        const mail = await PostalMime.parse(Buffer.concat(chunks))
        messages.push(mail)
        for (const waiter of waiters.filter((w) => w.match(mail))) waiter.resolve(mail)
        callback()
      })
    },
  })
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port)),
  )
  return {
    port,
    messages,
    get refuse() {
      return state.refuse
    },
    set refuse(value: boolean) {
      state.refuse = value
    },
    waitFor: (match, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const found = messages.find(match)
        if (found) return resolve(found)
        const timer = setTimeout(() => reject(new Error('No matching e-mail arrived')), timeoutMs)
        waiters.push({ match, resolve: (mail) => (clearTimeout(timer), resolve(mail)) })
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** The mail module's settings that deliver to the sink (for a server started by a test runner). */
export function smtpEnv(sink: Pick<SmtpSink, 'port'>): Record<string, string> {
  return { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.port), SMTP_IGNORE_TLS: 'true' }
}

/** Deliver this process's e-mail to the sink. */
export function sendMailTo(sink: Pick<SmtpSink, 'port'>): void {
  Object.assign(process.env, smtpEnv(sink))
}
