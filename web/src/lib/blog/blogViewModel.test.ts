import type { BlogPost } from '@cms/contract/blog'
import { describe, expect, it } from 'vitest'
import { authorName, blogMetaDescription, blogPostTitle, formatPostDate, moreArticles, productIcon } from './blogViewModel'

describe('blog view model', () => {
  it('formats dates as MMM d, yyyy and with the full month; an invalid date throws', () => {
    expect(formatPostDate({ publishedAt: '2025-09-03T10:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z' })).toBe('Sep 3, 2025')
    expect(formatPostDate({ publishedAt: '2025-09-03T10:00:00.000Z', updatedAt: '' }, 'long')).toBe('September 3, 2025')
    expect(formatPostDate({ publishedAt: null, updatedAt: '2025-01-15T10:00:00.000Z' })).toBe('Jan 15, 2025')
    expect(() => formatPostDate({ publishedAt: 'nope', updatedAt: '' })).toThrow()
  })

  it('cuts the meta description at 157 characters plus ... only when longer than 160', () => {
    expect(blogMetaDescription({ metaDescription: null, excerpt: 'Short.' })).toBe('Short.')
    expect(blogMetaDescription({ metaDescription: 'x'.repeat(160), excerpt: '' })).toBe('x'.repeat(160))
    const long = blogMetaDescription({ metaDescription: null, excerpt: 'y'.repeat(161) })
    expect(long).toBe(`${'y'.repeat(157)}...`)
    expect(long).toHaveLength(160)
  })

  it('falls back to the post title plus a blog suffix, and to Anonymous', () => {
    expect(blogPostTitle({ metaTitle: null, title: 'Packing' })).toBe('Packing | Nomad Jobs Blog')
    expect(blogPostTitle({ metaTitle: 'Custom', title: 'Packing' })).toBe('Custom')
    expect(authorName({ author: { fullName: '  ' } })).toBe('Anonymous')
  })

  it('chooses product icons by title keyword in order, else the first letter', () => {
    expect(productIcon('Portable USB-C Monitor')).toBe('monitor')
    expect(productIcon('MacBook Air')).toBe('laptop')
    expect(productIcon('Laptop Stand')).toBe('laptop')
    expect(productIcon('20,000 mAh Power Bank')).toBe('powerbank')
    expect(productIcon('AirPods Pro')).toBe('headphones')
    expect(productIcon('4K Webcam')).toBe('webcam')
    expect(productIcon('Universal Travel Adapter')).toBe('adapter')
    expect(productIcon('Global eSIM')).toBe('global')
    expect(productIcon('Foldable Stand')).toBe('stand')
    expect(productIcon('kindle')).toEqual({ letter: 'K' })
  })

  it('excludes featured posts from More Articles by id', () => {
    const post = (id: number) => ({ id }) as BlogPost
    expect(moreArticles([post(1), post(2), post(3)], [post(2)]).map((p) => p.id)).toEqual([1, 3])
  })
})
