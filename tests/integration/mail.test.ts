import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startSmtpSink, type SmtpSink } from '../support/smtpSink'

let sink: SmtpSink

beforeAll(async () => {
  sink = await startSmtpSink()
})
afterAll(() => sink.close())

async function freshMailer() {
  vi.resetModules()
  return import('@cms/domain/mail/mailer')
}

describe('sendMail', () => {
  it('delivers through SMTP when SMTP_HOST is set, with the extra headers', async () => {
    vi.stubEnv('SMTP_HOST', '127.0.0.1')
    vi.stubEnv('SMTP_PORT', String(sink.port))
    vi.stubEnv('SMTP_IGNORE_TLS', 'true')
    const { sendMail } = await freshMailer()
    const result = await sendMail({ to: 'nomad@example.com', subject: 'Hello', text: 'Body', headers: { 'X-Test': 'yes' } })
    expect(result.deliveredTo).toBe('smtp')
    const mail = await sink.waitFor((m) => m.subject === 'Hello')
    expect(mail.to?.[0]?.address).toBe('nomad@example.com')
    expect(mail.text?.trim()).toBe('Body')
    expect(mail.headers.find((h) => h.key === 'x-test')?.value).toBe('yes')
    vi.unstubAllEnvs()
  })

  it('delivers to the SMTP server the settings name now, not the one the first message went to', async () => {
    const second = await startSmtpSink()
    try {
      vi.stubEnv('SMTP_HOST', '127.0.0.1')
      vi.stubEnv('SMTP_IGNORE_TLS', 'true')
      vi.stubEnv('SMTP_PORT', String(sink.port))
      const { sendMail } = await freshMailer()
      await sendMail({ to: 'first@example.com', subject: 'To the first server', text: 'one' })
      vi.stubEnv('SMTP_PORT', String(second.port))
      await sendMail({ to: 'second@example.com', subject: 'To the second server', text: 'two' })
      expect((await second.waitFor((m) => m.subject === 'To the second server')).to?.[0]?.address).toBe('second@example.com')
      expect(sink.messages.map((m) => m.subject)).not.toContain('To the second server')
    } finally {
      vi.unstubAllEnvs()
      await second.close()
    }
  })

  it('writes an .eml file to the outbox when no SMTP server is configured', async () => {
    const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'))
    vi.stubEnv('SMTP_HOST', '')
    vi.stubEnv('MAIL_OUTBOX_DIR', outbox)
    const { sendMail } = await freshMailer()
    const result = await sendMail({ to: 'a@example.com', subject: 'Reset link', text: 'https://x/reset?token=abc' })
    expect(result.deliveredTo.startsWith(outbox)).toBe(true)
    expect(fs.readFileSync(result.deliveredTo, 'utf8')).toContain('https://x/reset?token=abc')
    vi.unstubAllEnvs()
  })
})
