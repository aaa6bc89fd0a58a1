import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
  /** Extra headers, e.g. List-Unsubscribe for newsletters. */
  headers?: Record<string, string>
}

export interface SentMail {
  messageId: string
  /** Where the message went: 'smtp', or the file it was written to when no SMTP server is configured. */
  deliveredTo: string
}

const from = () => process.env.MAIL_FROM || 'Nomad Jobs <no-reply@localhost>'
const outboxDir = () => process.env.MAIL_OUTBOX_DIR || path.resolve(process.cwd(), '.data/outbox')

let smtp: Transporter | null = null

function smtpTransport(): Transporter | null {
  if (!process.env.SMTP_HOST) return null
  smtp ??= nodemailer.createTransport({
    host: process.env.SMTP_HOST,
    port: Number(process.env.SMTP_PORT || 587),
    secure: process.env.SMTP_SECURE === 'true',
    auth: process.env.SMTP_USER ? { user: process.env.SMTP_USER, pass: process.env.SMTP_PASS || '' } : undefined,
    // A local sink (tests, development) speaks plain SMTP without STARTTLS.
    ignoreTLS: process.env.SMTP_IGNORE_TLS === 'true',
  })
  return smtp
}

/**
 * Send one e-mail. With SMTP_HOST set it goes through that server; without it the message is written
 * as an .eml file to MAIL_OUTBOX_DIR (default .data/outbox) and logged, so a newcomer can still follow
 * reset and download links locally.
 */
export async function sendMail(message: MailMessage): Promise<SentMail> {
  const envelope = { from: from(), ...message }
  const transport = smtpTransport()
  if (transport) {
    const info = await transport.sendMail(envelope)
    return { messageId: info.messageId, deliveredTo: 'smtp' }
  }
  const raw = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail(envelope)
  const dir = outboxDir()
  await fs.mkdir(dir, { recursive: true })
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${raw.messageId.replace(/[^a-z0-9]/gi, '').slice(0, 16)}.eml`)
  await fs.writeFile(file, raw.message as Buffer)
  console.log(`[mail] no SMTP_HOST set: "${message.subject}" to ${message.to} written to ${file}`)
  return { messageId: raw.messageId, deliveredTo: file }
}
