import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import { settings } from '@cms/lib/settings'
import { logger } from '@cms/lib/logger'
import { metrics } from '@cms/lib/metrics'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
  /** Where replies go instead of MAIL_FROM (a visitor's contact message: staff answer the visitor). */
  replyTo?: string | { name: string; address: string }
  /** Extra headers, e.g. List-Unsubscribe for newsletters. */
  headers?: Record<string, string>
}

export interface SentMail {
  messageId: string
  /** Where the message went: 'smtp', or the file it was written to when no SMTP server is configured. */
  deliveredTo: string
}

const from = () => settings().MAIL_FROM
const outboxDir = () => settings().MAIL_OUTBOX_DIR || path.resolve(process.cwd(), '.data/outbox')

/** The transport of the SMTP settings it was made for: settings that change (a test's new sink) get a new one. */
let smtp: { settingsKey: string; transport: Transporter } | null = null

function smtpTransport(): Transporter | null {
  const { SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASS, SMTP_IGNORE_TLS } = settings()
  if (!SMTP_HOST) return null
  const settingsKey = JSON.stringify([SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASS, SMTP_IGNORE_TLS])
  if (smtp?.settingsKey === settingsKey) return smtp.transport
  const transport = nodemailer.createTransport({
    host: SMTP_HOST,
    port: SMTP_PORT,
    secure: SMTP_SECURE,
    auth: SMTP_USER ? { user: SMTP_USER, pass: SMTP_PASS } : undefined,
    // A local sink (tests, development) speaks plain SMTP without STARTTLS.
    ignoreTLS: SMTP_IGNORE_TLS,
  })
  smtp = { settingsKey, transport }
  return transport
}

/**
 * Send one e-mail. With SMTP_HOST set it goes through that server; without it the message is written
 * as an .eml file to MAIL_OUTBOX_DIR (default .data/outbox) and logged, so a newcomer can still follow
 * reset and download links locally.
 */
export async function sendMail(message: MailMessage): Promise<SentMail> {
  try {
    const sent = await deliver(message)
    metrics.emails.inc({ outcome: 'sent' })
    return sent
  } catch (error) {
    metrics.emails.inc({ outcome: 'failed' })
    throw error
  }
}

async function deliver(message: MailMessage): Promise<SentMail> {
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
  logger.info({ subject: message.subject, to: message.to, file }, 'mail: no SMTP_HOST set, written to the outbox')
  return { messageId: raw.messageId, deliveredTo: file }
}
