import type { CollectionConfig } from 'payload'
import { describe, expect, it } from 'vitest'
import { env } from '@cms/lib/env'
import { postPreviewUrl, withPostPreview } from './postPreviewUrl'
import { verifyPreviewToken } from './previewToken'

describe('postPreviewUrl', () => {
  it("is the post's address with a preview token signed for its slug", () => {
    const url = new URL(postPreviewUrl('my post'))
    expect(`${url.origin}${url.pathname}`).toBe(`${env.siteUrl}/blog/post/my%20post`)
    const token = url.searchParams.get('preview')!
    expect(verifyPreviewToken(env.payloadSecret, 'my post', token)).toBe(true)
    expect(verifyPreviewToken(env.payloadSecret, 'other-post', token)).toBe(false)
  })
})

describe('withPostPreview', () => {
  const posts: CollectionConfig = { slug: 'posts', admin: { useAsTitle: 'title' }, fields: [] }
  const preview = withPostPreview(posts).admin!.preview as (doc: Record<string, unknown>) => string | null

  it("keeps the collection's admin settings and adds the preview link", () => {
    const config = withPostPreview(posts)
    expect(config.slug).toBe('posts')
    expect(config.admin?.useAsTitle).toBe('title')
    expect(preview({ slug: 'hello' })).toMatch(new RegExp(`^${env.siteUrl}/blog/post/hello\\?preview=`))
  })

  it('has no link for a post without a slug yet', () => {
    expect(preview({ slug: '' })).toBeNull()
    expect(preview({})).toBeNull()
    expect(preview({ slug: 42 })).toBeNull()
  })
})
