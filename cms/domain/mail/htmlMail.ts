import { escapeHtml } from '@cms/lib/html'

/** The building blocks of our HTML e-mails: one plain look (system font, 600 px), links and text escaped. */
export const mailParagraph = (html: string) => `<p style="margin:0 0 16px">${html}</p>`
export const mailLink = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`
export const mailPage = (body: string) =>
  `<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#1f2937;max-width:600px">${body}</body></html>`
