import { escapeHtml } from '@cms/lib/html'
import { mailLink, mailPage, mailParagraph } from '../mail/htmlMail'
import type { MailMessage } from '../mail/mailer'
import { confirmLink, jobLink, type alertLinks } from './links'

/** A job as an alert e-mail lists it. */
export interface DigestJob {
  id: number
  slug: string
  title: string
  company: string | null
  location: string | null
}

const paragraph = mailParagraph
const link = mailLink
const page = mailPage

type AlertLinks = ReturnType<typeof alertLinks>

/** RFC 8058 one-click unsubscribe, on every alert e-mail. */
const oneClickHeaders = (links: AlertLinks) => ({ 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
const optOutText = (links: AlertLinks) => ['--', `Manage this alert: ${links.manage}`, `Unsubscribe: ${links.unsubscribePage}`, '']
const optOutHtml = (links: AlertLinks) =>
  `<hr style="border:none;border-top:1px solid #e5e7eb">` +
  paragraph(`<small>${link(links.manage, 'Manage this alert')} · ${link(links.unsubscribePage, 'Unsubscribe')}</small>`)

const ACCOUNT_NOTE =
  'You asked for it while signed in to the Nomad Jobs account registered with this address. Confirming also confirms this address for that account: it can then see and change every alert of this address. If you did not create that account, do not confirm.'
const IGNORE_NOTE = 'If you did not ask for it, ignore this e-mail: nothing will be sent to you.'

/**
 * The double opt-in mail: the confirm link, the search the alert follows, and its manage and unsubscribe links (the
 * request can be changed or dropped before confirming). `forAccount`: a signed-in account asked for its own address,
 * so confirming also proves that account's address, and the mail says so.
 */
export function confirmationEmail(to: string, description: string, token: string, links: AlertLinks, forAccount = false): MailMessage {
  const url = confirmLink(token)
  return {
    to,
    subject: 'Confirm your Nomad Jobs alert',
    text: [
      `Please confirm the job alert you asked for: ${description}.`,
      '',
      `Confirm: ${url}`,
      '',
      `The jobs it follows: ${links.search}`,
      '',
      ...(forAccount ? [ACCOUNT_NOTE, ''] : []),
      IGNORE_NOTE,
      '',
      ...optOutText(links),
    ].join('\n'),
    html: page(
      paragraph(`Please confirm the job alert you asked for: <strong>${escapeHtml(description)}</strong>.`) +
        paragraph(link(url, 'Confirm my alert')) +
        paragraph(link(links.search, 'See the jobs it follows')) +
        (forAccount ? paragraph(escapeHtml(ACCOUNT_NOTE)) : '') +
        paragraph(IGNORE_NOTE) +
        optOutHtml(links),
    ),
    headers: oneClickHeaders(links),
  }
}

const jobLine = (job: DigestJob) => [job.title, job.company, job.location].filter(Boolean).join(' · ')

/** The e-mail of one delivery: the new jobs (at most the listed ones), a link to the full search, and the opt-out links. */
export function digestEmail(
  to: string,
  description: string,
  jobs: DigestJob[],
  totalNew: number,
  links: AlertLinks,
): MailMessage {
  const more = totalNew > jobs.length ? totalNew - jobs.length : 0
  const subject = `${totalNew} new remote job${totalNew === 1 ? '' : 's'}: ${description}`
  const text = [
    `New jobs for your alert "${description}":`,
    '',
    ...jobs.flatMap((job) => [jobLine(job), jobLink(job.slug), '']),
    more ? `...and ${more} more: ${links.search}` : `All matching jobs: ${links.search}`,
    '',
    ...optOutText(links),
  ].join('\n')
  const html = page(
    paragraph(`New jobs for your alert <strong>${escapeHtml(description)}</strong>:`) +
      `<ul style="padding-left:20px;margin:0 0 16px">${jobs
        .map((job) => `<li style="margin-bottom:8px">${link(jobLink(job.slug), job.title)}<br><span style="color:#6b7280">${escapeHtml([job.company, job.location].filter(Boolean).join(' · '))}</span></li>`)
        .join('')}</ul>` +
      paragraph(more ? link(links.search, `...and ${more} more`) : link(links.search, 'All matching jobs')) +
      optOutHtml(links),
  )
  return { to, subject, text, html, headers: oneClickHeaders(links) }
}
