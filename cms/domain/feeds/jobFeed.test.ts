import { describe, expect, it } from 'vitest'
import { asJsonFeed11 } from './jobFeed'

describe('asJsonFeed11', () => {
  const feed1 = {
    version: 'https://jsonfeed.org/version/1',
    title: 'Jobs',
    items: [
      { id: 'a', title: 'Dev', content_html: 'Build things', author: { name: 'Acme' } },
      { id: 'b', title: 'Ops', content_html: 'Run things' },
    ],
  }
  const converted = JSON.parse(asJsonFeed11(JSON.stringify(feed1))) as typeof feed1 & { items: Record<string, unknown>[] }

  it('declares version 1.1 and keeps the rest of the feed', () => {
    expect(converted.version).toBe('https://jsonfeed.org/version/1.1')
    expect(converted.title).toBe('Jobs')
  })

  it('lists the author under authors, and only when there is one', () => {
    expect(converted.items[0]).toEqual({ id: 'a', title: 'Dev', content_text: 'Build things', authors: [{ name: 'Acme' }] })
    expect(converted.items[1]).toEqual({ id: 'b', title: 'Ops', content_text: 'Run things' })
  })
})
