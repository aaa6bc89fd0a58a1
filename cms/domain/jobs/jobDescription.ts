import sanitize from 'sanitize-html'

/**
 * Job descriptions come from outside boards and editors. They are stored already sanitised (the Jobs
 * collection's rule in cms/domain/jobs/normaliseJob.ts runs this on every write, ingestion's included), so
 * every reader renders them as they are. One allow-list: formatting tags, and links to http(s) or mailto
 * that open in a new tab without passing the referrer; scripts, styles and embedded documents go with
 * their content. Links are nofollow, except back to a board whose terms ask for a followed link.
 */
const FOLLOWED_HOSTS = new Set(['remoteok.com', 'remotive.com', 'himalayas.app', 'jobicy.com'])
const isFollowed = (href: string) => {
  try {
    return FOLLOWED_HOSTS.has(new URL(href).hostname.replace(/^www\./, ''))
  } catch {
    return false
  }
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'a', 'h2', 'h3', 'h4', 'blockquote', 'code', 'pre', 'hr'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  nonTextTags: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math', 'textarea', 'select', 'option', 'head', 'title'],
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    div: 'p',
    a: (tagName, attribs): sanitize.Tag => {
      const href = (attribs.href ?? '').replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
      if (!/^(https?:\/\/|mailto:)/i.test(href)) return { tagName, attribs: {} }
      return { tagName, attribs: { href, rel: isFollowed(href) ? 'noopener' : 'nofollow noopener noreferrer', target: '_blank' } }
    },
  },
}

/** Safe HTML from a provider's or editor's HTML. */
export function sanitizeDescriptionHtml(input: string): string {
  return input ? sanitize(input, OPTIONS).trim() : ''
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Plain text (JSearch and Adzuna send text): paragraphs from blank lines, line breaks kept. */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((para) => `<p>${escapeText(para.trim()).replace(/\n/g, '<br>')}</p>`)
    .filter((p) => p !== '<p></p>')
    .join('')
}

/** A stored description: HTML is sanitised, plain text becomes escaped paragraphs. */
export function toDescriptionHtml(input: string): string {
  return /<[a-z][\s\S]*>/i.test(input) ? sanitizeDescriptionHtml(input) : textToHtml(input)
}
