import { RENEWAL_NOTICE_DAYS, type JobPostSubmission } from '@cms/contract/jobPosts'
import { escapeHtml } from '@cms/lib/html'
import { mailLink, mailPage, mailParagraph } from '../mail/htmlMail'
import type { MailMessage } from '../mail/mailer'

const SIGN_OFF = 'The Nomad Jobs team'
const KEEP_PRIVATE = 'Keep this link to yourself: anyone with it can edit or close your post.'
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`
const day = (iso: string) => iso.slice(0, 10)

/** One e-mail in both forms from its paragraphs: plain strings, or a link `{ href, text }` shown as an address in the text part. */
type Part = string | { href: string; text: string }
function mail(to: string, subject: string, parts: Part[]): MailMessage {
  return {
    to,
    subject,
    text: [...parts.map((part) => (typeof part === 'string' ? part : `${part.text}: ${part.href}`)), SIGN_OFF].join('\n\n'),
    html: mailPage([...parts, SIGN_OFF].map((part) => mailParagraph(typeof part === 'string' ? escapeHtml(part) : mailLink(part.href, part.text))).join('')),
  }
}

/** What the saved mail says comes next, by how a draft reaches review on this server (the tiers answer's `submission`). */
const NEXT_STEP: Record<JobPostSubmission, { sentence: string; linkText: string }> = {
  checkout: {
    sentence: 'once it is paid, our staff review it and put it live.',
    linkText: 'Manage your post (pay, edit, upload your logo, see its views)',
  },
  'free-review': {
    sentence: 'send it for review from your manage page (free of charge while this site takes no payments); our staff then review it and put it live.',
    linkText: 'Manage your post (send it for review, edit, upload your logo, see its views)',
  },
  paused: {
    sentence: 'this site takes no job post payments yet, so it cannot be sent for review for now. Your draft is kept; your manage page says when it can be sent.',
    linkText: 'Manage your post (edit, upload your logo)',
  },
}

/** At creation: the private manage link (the same token the form got), and what happens next on this server. */
export function manageLinkEmail(to: string, title: string, link: string, submission: JobPostSubmission): MailMessage {
  const next = NEXT_STEP[submission]
  return mail(to, `Your job post "${title}" is saved`, [
    `Your job post "${title}" is saved as a draft. It is not public: ${next.sentence}`,
    { href: link, text: next.linkText },
    KEEP_PRIVATE,
  ])
}

/** After a payment: what was paid and what happens now. */
export function receiptEmail(to: string, receipt: { title: string; tierLabel: string; days: number; amountCents: number; purpose: 'post' | 'extend' | 'upgrade'; liveUntil: string | null }): MailMessage {
  const what = {
    post: `Your job post "${receipt.title}" is paid and in review. We usually decide within one working day; it then goes live for ${receipt.days} days as ${receipt.tierLabel}.`,
    extend: `Your job post "${receipt.title}" is extended by ${receipt.days} days (${receipt.tierLabel}).`,
    upgrade: `Your job post "${receipt.title}" is upgraded to ${receipt.tierLabel} for ${receipt.days} days from now.`,
  }[receipt.purpose]
  return mail(to, `Receipt: ${receipt.tierLabel} job post, ${dollars(receipt.amountCents)}`, [
    what,
    `Paid: ${dollars(receipt.amountCents)} (${receipt.tierLabel}, ${receipt.days} days).${receipt.liveUntil ? ` Live until ${day(receipt.liveUntil)} (UTC).` : ''}`,
    'Stripe sends its own receipt with the tax details to this address too.',
  ])
}

/** Sent to review free (while the site takes no payments and admins allow it): what happens now, as a paid post's receipt says. */
export function freeReviewEmail(to: string, title: string, tier: { label: string; days: number }): MailMessage {
  return mail(to, `Your job post "${title}" is in review`, [
    `Your job post "${title}" is in review, free of charge. We usually decide within one working day; it then goes live for ${tier.days} days as ${tier.label}.`,
    'We e-mail you once it is live, or why we could not approve it. Your manage link from the first e-mail shows its state meanwhile.',
  ])
}

/** Staff approved the post (its job is live until the end of the paid period) or a live post's edit (the job shows it now). */
export function approvalEmail(to: string, title: string, jobUrl: string, liveUntil: string, edit: boolean): MailMessage {
  return mail(to, edit ? `Your changes to "${title}" are live` : `Your job post "${title}" is live`, [
    edit ? `We approved your changes to "${title}": the job shows them now.` : `We approved your job post "${title}": it is listed now, until ${day(liveUntil)} (UTC).`,
    { href: jobUrl, text: 'See it on Nomad Jobs' },
    'Your manage link shows its views and apply clicks per day.',
  ])
}

/** Staff rejected the post (its payment refunded, if it was paid) or a live post's edit (the live job stays). */
export function rejectionEmail(to: string, title: string, reason: string, rejected: { edit: boolean; refunded: boolean }): MailMessage {
  const refund = rejected.refunded ? ' Your payment is refunded in full; Stripe returns it to your card within 5 to 10 days.' : ''
  return mail(to, rejected.edit ? `Your changes to "${title}" were not approved` : `Your job post "${title}" was not approved`, [
    rejected.edit
      ? `We could not approve your changes to "${title}". The live job stays as it was.`
      : `We could not approve your job post "${title}", so it will not be listed.${refund}`,
    `Why: ${reason}`,
    'Reply to this e-mail if you have questions.',
  ])
}

/** RENEWAL_NOTICE_DAYS before the end: a fresh manage link (the earlier ones stop working) to extend or upgrade. */
export function renewalEmail(to: string, title: string, liveUntil: string, link: string): MailMessage {
  return mail(to, `Your job post "${title}" ends on ${day(liveUntil)}`, [
    `Your job post "${title}" is listed until ${day(liveUntil)} (UTC), ${RENEWAL_NOTICE_DAYS} days from now. After that it is taken down.`,
    { href: link, text: 'Extend or upgrade it' },
    `This new link replaces the earlier ones. ${KEEP_PRIVATE}`,
  ])
}


/** A claim of the post's company: the link that confirms the contact address is at the company's domain. */
export function companyClaimEmail(to: string, company: string, link: string, hours: number): MailMessage {
  return mail(to, `Confirm that you manage ${company} on Nomad Jobs`, [
    `You asked to manage ${company}'s profile on Nomad Jobs from your job post's manage page.`,
    { href: link, text: `Confirm your claim (the link works once, for ${hours} hours)` },
    'If it was not you, ignore this e-mail: nothing changes unless the link is followed.',
  ])
}
