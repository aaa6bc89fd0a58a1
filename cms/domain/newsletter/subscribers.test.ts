import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { env } from '@cms/lib/env'
import { newsletterMessage, unsubscribeLinks } from './subscribers'
import { verifyUnsubscribeToken } from './unsubscribeToken'

const payload = { secret: 'test-secret' } as Payload
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!

describe('unsubscribeLinks', () => {
  it('carry a token for the normalised address, to the one-click call and to the page', () => {
    const links = unsubscribeLinks(payload, ' Reader@Example.com ')
    expect(verifyUnsubscribeToken('test-secret', tokenOf(links.oneClick))).toBe('reader@example.com')
    expect(links.oneClick).toMatch(new RegExp(`^${env.siteUrl}/api/newsletter/unsubscribe\\?token=`))
    expect(links.page).toMatch(new RegExp(`^${env.siteUrl}/newsletter/unsubscribe\\?token=`))
    expect(tokenOf(links.page)).toBe(tokenOf(links.oneClick))
  })

  it('are the same for the address in any case', () => {
    expect(unsubscribeLinks(payload, 'A@example.com')).toEqual(unsubscribeLinks(payload, 'a@example.com'))
  })
})

describe('newsletterMessage', () => {
  it('keeps the subject, ends the text with the unsubscribe page, and carries the one-click headers', () => {
    const links = unsubscribeLinks(payload, 'reader@example.com')
    const mail = newsletterMessage(payload, 'reader@example.com', { subject: 'News', text: 'Hello' })
    expect(mail.to).toBe('reader@example.com')
    expect(mail.subject).toBe('News')
    expect(mail.text).toBe(`Hello\n\n--\nYou receive this because you subscribed to Nomad Jobs updates.\nUnsubscribe: ${links.page}\n`)
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
  })
})
