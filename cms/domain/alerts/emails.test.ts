import { describe, expect, it } from 'vitest'
import { confirmationEmail, digestEmail, type DigestJob } from './emails'
import { alertLinks, confirmLink, jobLink } from './links'

const links = alertLinks('secret', 7, 'q=rust')
const job = (id: number, extra: Partial<DigestJob> = {}): DigestJob => ({ id, slug: `job-${id}`, title: `Job ${id}`, company: 'Acme', location: 'Lisbon', ...extra })

describe('confirmationEmail', () => {
  it('links to the confirmation page and escapes the description in HTML only', () => {
    const mail = confirmationEmail('a@example.com', 'Rust <jobs>', 'tok', links)
    expect(mail.to).toBe('a@example.com')
    expect(mail.subject).toBe('Confirm your Nomad Jobs alert')
    expect(mail.text).toContain('Please confirm the job alert you asked for: Rust <jobs>.')
    expect(mail.text).toContain(`Confirm: ${confirmLink('tok')}`)
    expect(mail.html).toContain('<strong>Rust &lt;jobs&gt;</strong>')
    expect(mail.html).toContain(`<a href="${confirmLink('tok')}">Confirm my alert</a>`)
  })

  it("links the alert's own search, its manage and unsubscribe pages, with the one-click headers", () => {
    const mail = confirmationEmail('a@example.com', 'Rust', 'tok', links)
    expect(mail.text).toContain(`The jobs it follows: ${links.search}`)
    expect(mail.html).toContain(`<a href="${links.search}">See the jobs it follows</a>`)
    expect(mail.text).toContain(`Manage this alert: ${links.manage}`)
    expect(mail.text).toContain(`Unsubscribe: ${links.unsubscribePage}`)
    expect(mail.html).toContain(`<a href="${links.unsubscribePage.replace('&', '&amp;')}">Unsubscribe</a>`)
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
  })

  it('says when confirming also confirms the address of the account that asked', () => {
    expect(confirmationEmail('a@example.com', 'Rust', 'tok', links).text).not.toContain('account')
    const mail = confirmationEmail('a@example.com', 'Rust', 'tok', links, true)
    expect(mail.text).toContain('Confirming also confirms this address for that account')
    expect(mail.text).toContain('If you did not create that account, do not confirm.')
    expect(mail.html).toContain('If you did not create that account, do not confirm.')
  })
})

describe('digestEmail', () => {
  it('counts the new jobs in the subject, singular for one', () => {
    expect(digestEmail('a@example.com', 'Rust', [job(1)], 1, links).subject).toBe('1 new remote job: Rust')
    expect(digestEmail('a@example.com', 'Rust', [job(1), job(2)], 2, links).subject).toBe('2 new remote jobs: Rust')
  })

  it('lists each job with its link, skipping a missing company or location', () => {
    const mail = digestEmail('a@example.com', 'Rust', [job(1), job(2, { company: null, location: null })], 2, links)
    expect(mail.text).toContain(`Job 1 · Acme · Lisbon\n${jobLink('job-1')}\n`)
    expect(mail.text).toContain(`Job 2\n${jobLink('job-2')}\n`)
    expect(mail.html).toContain(`<a href="${jobLink('job-1')}">Job 1</a>`)
    expect(mail.html).toContain('<span style="color:#6b7280">Acme · Lisbon</span>')
  })

  it('says how many more jobs the search holds when the list is cut, else links to all of them', () => {
    const cut = digestEmail('a@example.com', 'Rust', [job(1)], 12, links)
    expect(cut.text).toContain(`...and 11 more: ${links.search}`)
    expect(cut.html).toContain('>...and 11 more</a>')
    const whole = digestEmail('a@example.com', 'Rust', [job(1)], 1, links)
    expect(whole.text).toContain(`All matching jobs: ${links.search}`)
    expect(whole.text).not.toContain('more:')
  })

  it('carries the manage and unsubscribe links and the one-click unsubscribe headers', () => {
    const mail = digestEmail('a@example.com', 'Rust', [job(1)], 1, links)
    expect(mail.text).toContain(`Manage this alert: ${links.manage}`)
    expect(mail.text).toContain(`Unsubscribe: ${links.unsubscribePage}`)
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
  })

  it('escapes job data in the HTML', () => {
    const mail = digestEmail('a@example.com', 'R&D', [job(1, { title: '<script>x</script>', company: 'A "B"' })], 1, links)
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;')
    expect(mail.html).toContain('A &quot;B&quot;')
    expect(mail.html).toContain('<strong>R&amp;D</strong>')
  })
})
