import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { sendMail } from './mailer'

const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'))
afterAll(() => fs.rmSync(outbox, { recursive: true, force: true }))
afterEach(() => vi.unstubAllEnvs())

describe('sendMail without SMTP_HOST', () => {
  it('writes the message as an .eml file to MAIL_OUTBOX_DIR, from MAIL_FROM, with its headers', async () => {
    vi.stubEnv('SMTP_HOST', '')
    vi.stubEnv('MAIL_OUTBOX_DIR', path.join(outbox, 'new-folder'))
    vi.stubEnv('MAIL_FROM', 'Nomad Jobs <hello@nomad.example>')
    const sent = await sendMail({ to: 'reader@example.com', subject: 'Hello', text: 'Body text', headers: { 'List-Unsubscribe': '<https://nomad.example/u>' } })
    expect(path.dirname(sent.deliveredTo)).toBe(path.join(outbox, 'new-folder'))
    expect(sent.deliveredTo).toMatch(/\.eml$/)
    expect(sent.messageId).toMatch(/^<.+@.+>$/)
    const eml = fs.readFileSync(sent.deliveredTo, 'utf8')
    expect(eml).toContain('From: Nomad Jobs <hello@nomad.example>')
    expect(eml).toContain('To: reader@example.com')
    expect(eml).toContain('Subject: Hello')
    expect(eml).toContain('List-Unsubscribe: <https://nomad.example/u>')
    expect(eml).toContain('Body text')
  })

  it('gives every message its own file', async () => {
    vi.stubEnv('SMTP_HOST', '')
    vi.stubEnv('MAIL_OUTBOX_DIR', outbox)
    const [a, b] = await Promise.all([sendMail({ to: 'a@example.com', subject: 'A', text: 'a' }), sendMail({ to: 'b@example.com', subject: 'B', text: 'b' })])
    expect(a!.deliveredTo).not.toBe(b!.deliveredTo)
  })
})
