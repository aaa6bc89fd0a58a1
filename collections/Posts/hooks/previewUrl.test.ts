import { describe, expect, it } from 'vitest'
import { env } from '@cms/lib/env'
import { verifyPreviewToken } from '@cms/domain/blog/previewToken'
import { Posts } from '../index'
import { postPreviewUrl, previewOf } from './previewUrl'

describe('postPreviewUrl', () => {
  it("is the post's address with a preview token signed for its slug", () => {
    const url = new URL(postPreviewUrl('my post'))
    expect(`${url.origin}${url.pathname}`).toBe(`${env.siteUrl}/blog/post/my%20post`)
    const token = url.searchParams.get('preview')!
    expect(verifyPreviewToken(env.payloadSecret, 'my post', token)).toBe(true)
    expect(verifyPreviewToken(env.payloadSecret, 'other-post', token)).toBe(false)
  })
})

describe("the Posts collection's preview", () => {
  it('links a post to its preview', () => {
    expect(Posts.admin?.preview).toBe(previewOf)
    expect(previewOf({ slug: 'hello' })).toMatch(new RegExp(`^${env.siteUrl}/blog/post/hello\\?preview=`))
  })

  it('has no link for a post without a slug yet', () => {
    expect(previewOf({ slug: '' })).toBeNull()
    expect(previewOf({})).toBeNull()
    expect(previewOf({ slug: 42 })).toBeNull()
  })
})
