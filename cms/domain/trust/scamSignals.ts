import sanitizeHtml from 'sanitize-html'
import { FREE_MAIL_DOMAINS, MESSENGER_HOSTS, URL_SHORTENER_HOSTS } from './scamSignalData'

/** Why a job is held for review before it is shown. */
export type ScamRule = 'asks-payment' | 'messenger-only' | 'free-mail' | 'url-shortener'

export interface ScamSignal {
  rule: ScamRule
  /** The sentence or link that fired the rule, for staff to read. */
  evidence: string
}

export interface PostingForScreening {
  description: string
  applyUrl?: string | null
}

/** The applicant is the one who pays: fees named as such, deposits, buying kit through the employer, money sent in. */
const PAYMENT_PATTERNS = [
  /\b(registration|application|processing|training|onboarding|starter[- ]?kit|activation|placement|membership|certification|background[- ]check|visa processing|enrolment|enrollment|admin(istration)?)\s+(fee|fees|charge|deposit)\b/i,
  /\b(refundable|security|one[- ]time|small)\s+(deposit|fee|payment)\b/i,
  /\b(you|applicants?|candidates?|new hires?|trainees?|workers?|successful applicants?)\b[^.]{0,60}\b(must|will need to|need to|have to|are required to|is required to|required to|should first)\b[^.]{0,40}\b(pay|purchase|buy|deposit|transfer|send|top up)\b/i,
  // An order to the reader ("Send 100 USDT to start"), not a product that moves money for its users.
  /(^|:\s*)(please\s+)?(send|transfer|deposit|pay)\b[^.]{0,30}\b(usdt|btc|bitcoin|ethereum|crypto ?currency|gift ?cards?|western union|moneygram|cash ?app|zelle)\b/i,
  /\b(you|applicants?|candidates?)\b[^.]{0,40}\b(purchase|buy)\b[^.]{0,30}\bgift ?cards?\b/i,
  /\b(purchase|buy)\b[^.]{0,40}\b(equipment|laptop|software|kit|materials|course)\b[^.]{0,40}\b(from|through|via)\s+(our|the company'?s?|an? approved|the approved|designated)\s+(vendor|supplier|store|partner)/i,
  /\bwe will (send|mail) you a (check|cheque)\b/i,
]

/** "We never ask for fees", "no fee", "free of charge": the same words, saying the opposite. */
const NEGATED = /\b(never|not|no|without|free of|don't|do not|won't|will not)\b[^.]{0,40}\b(fee|fees|pay|payment|charge|charges|deposit|money)\b|\bfree of charge\b/i

const MESSENGER_CONTACT = /\b(contact|message|text|dm|add|reach|write|apply|chat with|talk to)\b[^.]{0,50}\b(telegram|whats ?app|signal|wechat|viber|kik)\b|\b(telegram|whats ?app)\b[^.]{0,25}(@[a-z0-9_]{4,}|\+\d[\d\s-]{6,})/i
const EMAIL = /[a-z0-9._%+-]+@([a-z0-9-]+\.)+[a-z]{2,}/gi
const WEB_LINK = /\bhttps?:\/\/[^\s"'<>]+/i

/** Text with one line per block (paragraph, list item, heading), so a sentence never runs across two. */
function plainText(html: string): string {
  const blocks = html.replace(/<\/(p|li|h\d|div)>|<br\s*\/?>/gi, '\n')
  return sanitizeHtml(blocks, { allowedTags: [], allowedAttributes: {} }).replace(/&amp;/g, '&').replace(/[^\S\n]+/g, ' ')
}

function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+|\n+|\s*[•·]\s*/).map((sentence) => sentence.trim()).filter(Boolean)
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '')
  } catch {
    return null
  }
}

const emailDomain = (address: string) => address.split('@')[1]!.toLowerCase()
const isFreeMail = (address: string) => FREE_MAIL_DOMAINS.has(emailDomain(address))

/**
 * The scam rules run on every posting before it is shown. Each rule names what fired it; any signal holds
 * the job for staff review. They look for the applicant paying, a chat app as the only way in, a free-mail
 * inbox or a shortened link as the way to apply: a real employer's posting has none of these.
 */
export function scamSignals(posting: PostingForScreening): ScamSignal[] {
  const signals: ScamSignal[] = []
  const sentences = sentencesOf(plainText(posting.description))
  const applyUrl = posting.applyUrl?.trim() || ''
  const applyHost = applyUrl ? hostOf(applyUrl) : null
  const mailto = applyUrl.toLowerCase().startsWith('mailto:') ? applyUrl.slice(7).split('?')[0]! : null

  const payment = sentences.find((sentence) => PAYMENT_PATTERNS.some((pattern) => pattern.test(sentence)) && !NEGATED.test(sentence))
  if (payment) signals.push({ rule: 'asks-payment', evidence: payment })

  const otherContact = sentences.some((sentence) => (sentence.match(EMAIL) ?? []).some((address) => !isFreeMail(address)) || WEB_LINK.test(sentence))
  if (applyHost && MESSENGER_HOSTS.has(applyHost)) signals.push({ rule: 'messenger-only', evidence: applyUrl })
  else if ((!applyUrl || mailto) && !otherContact) {
    const messenger = sentences.find((sentence) => MESSENGER_CONTACT.test(sentence))
    if (messenger && (!mailto || isFreeMail(mailto))) signals.push({ rule: 'messenger-only', evidence: messenger })
  }

  if (mailto && mailto.includes('@') && isFreeMail(mailto)) signals.push({ rule: 'free-mail', evidence: applyUrl })
  else if (!applyUrl) {
    const freeMailSentence = sentences.find((sentence) => /\b(send|email|e-mail|mail|apply|forward)\b/i.test(sentence) && (sentence.match(EMAIL) ?? []).some(isFreeMail))
    if (freeMailSentence) signals.push({ rule: 'free-mail', evidence: freeMailSentence })
  }

  if (applyHost && URL_SHORTENER_HOSTS.has(applyHost)) signals.push({ rule: 'url-shortener', evidence: applyUrl })
  return signals
}
