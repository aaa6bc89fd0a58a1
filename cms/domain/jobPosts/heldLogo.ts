import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { JOB_POST_MESSAGES } from '@cms/contract/jobPosts'
import { openStoredFile, type StoredFile } from '@cms/domain/storage/storedFile'
import { Failure } from '@cms/domain/failure'
import { env } from '@cms/lib/env'
import type { Media } from '@cms/payload-types'
import { absoluteMediaUrl } from './publishJob'

/**
 * A job post's logo is held (Media `heldUntilLive`) until staff approve the post, so Payload's media routes refuse
 * it to everyone but staff. The employer's manage page shows it through an address signed with the server's
 * secret: the post, its logo and an expiry, so the link names one image for a few hours and carries no manage token.
 */
const PURPOSE = 'job-post-logo:'
const HOUR_SECONDS = 3600
/** Signed addresses expire on the hour after next: stable within an hour, so the browser can keep the image. */
const expiryFromNow = () => (Math.floor(Date.now() / 1000 / HOUR_SECONDS) + 2) * HOUR_SECONDS

const signature = (postId: number, mediaId: number, expires: string) =>
  crypto.createHmac('sha256', env.payloadSecret).update(`${PURPOSE}${postId}:${mediaId}:${expires}`).digest('base64url')

/** The manage page's address of a held logo (absolute, as every logo address the manage view answers). */
export function heldLogoUrl(postId: number, mediaId: number): string {
  const expires = String(expiryFromNow())
  return `${env.siteUrl}/api/job-posts/${postId}/logo?${new URLSearchParams({ expires, signature: signature(postId, mediaId, expires) })}`
}

/** A logo's address as its employer sees it: public once staff approved the post, else signed. */
export const employerLogoAddress = (postId: number, media: Pick<Media, 'id' | 'url' | 'heldUntilLive'>): string | null =>
  media.heldUntilLive ? heldLogoUrl(postId, media.id) : absoluteMediaUrl(media.url)

const invalid = () => new Failure('forbidden', JOB_POST_MESSAGES.logoLinkInvalid, { success: false })

/** A held logo opened for its employer: the file, its type, and how long the browser may keep it. */
export interface HeldLogoFile extends StoredFile {
  mimeType: string
  maxAgeSeconds: number
}

/**
 * GET /api/job-posts/{id}/logo: the post's logo as long as the signature is the server's for that post and logo
 * and has not expired (403 otherwise; a replaced logo's old address no longer matches).
 */
export async function openHeldLogo(payload: Payload, postId: number, link: { expires: string; signature: string }): Promise<HeldLogoFile> {
  const expiresAt = Number(link.expires)
  if (expiresAt * 1000 < Date.now()) throw invalid()
  const post = await payload.findByID({ collection: 'job-posts', id: postId, depth: 1, overrideAccess: true, disableErrors: true })
  const media = post && typeof post.logo === 'object' ? (post.logo as Media | null) : null
  if (!media?.filename) throw invalid()
  const expected = Buffer.from(signature(postId, media.id, link.expires))
  const given = Buffer.from(link.signature)
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw invalid()
  const file = await openStoredFile('media', media.filename, media.prefix)
  if (!file) throw new Failure('not-found', JOB_POST_MESSAGES.notFound, { success: false })
  // Kept no longer than the address works, less the hour's margin the next manage view's address starts with.
  return { ...file, mimeType: media.mimeType ?? 'application/octet-stream', maxAgeSeconds: Math.max(0, expiresAt - Math.floor(Date.now() / 1000) - HOUR_SECONDS) }
}
