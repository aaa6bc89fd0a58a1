import pLimit from 'p-limit'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { JOB_POST_MESSAGES, LOGO_MAX_SIDE, LOGO_MIME_TYPES, LOGO_UPLOADS_PER_HOUR } from '@cms/contract/jobPosts'
import { enforceRateLimits } from '@cms/domain/accounts/rateLimit'
import { employerEdit } from '@cms/domain/companies/claims'
import { Failure } from '@cms/domain/failure'
import type { JobPost } from '@cms/payload-types'
import { fieldErrors } from './fieldErrors'
import { employerLogoAddress } from './heldLogo'

type LogoType = (typeof LOGO_MIME_TYPES)[number]

const EXTENSIONS: Record<LogoType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' }

/** The image type the bytes really are (their signature), whatever the upload declared; null for anything else. */
export function sniffLogoType(bytes: Buffer): LogoType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png'
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp'
  return null
}

/** Counts one logo upload of a client (before its body is read): LOGO_UPLOADS_PER_HOUR, then 429. */
export const countLogoUpload = (payload: Payload, client: string) =>
  enforceRateLimits(payload, [{ name: 'logo:client', subject: client, limit: LOGO_UPLOADS_PER_HOUR, windowSeconds: 60 * 60 }])

/**
 * The image's size as its header declares it, read without decoding a pixel: 400 when the header cannot be
 * read (a PNG signature followed by anything else) or a side is over LOGO_MAX_SIDE, so an image bomb is
 * refused before anything decodes it.
 */
async function checkDimensions(bytes: Buffer): Promise<void> {
  const { width, height } = await sharp(bytes)
    .metadata()
    .catch(() => ({ width: 0, height: 0 }))
  if (!width || !height) throw fieldErrors({ file: JOB_POST_MESSAGES.logoUnreadable })
  if (width > LOGO_MAX_SIDE || height > LOGO_MAX_SIDE) throw fieldErrors({ file: JOB_POST_MESSAGES.logoTooManyPixels })
}

/**
 * Logos are decoded and resized one at a time in this process: sharp works on libuv's small thread pool,
 * which password hashing shares, so four resizes at once would make every sign-in wait for them.
 */
const oneLogoAtATime = pLimit(1)

/**
 * POST /api/job-posts/{id}/logo: a PNG, JPEG or WebP image (checked by its bytes and by what it declared, 415
 * otherwise; the size is checked while reading, 413; the pixel size before decoding, 400), stored like the site's other images (a Media upload
 * under /cms/api/media), set on the post and, once it has one, on its job's company. The previous logo is deleted.
 * Until staff approve the post the file is held (only staff read it there) and the employer gets a signed address.
 */
export async function saveLogo(payload: Payload, post: JobPost, upload: { bytes: Buffer; declaredType: string }): Promise<{ success: true; logo: string }> {
  const type = sniffLogoType(upload.bytes)
  if (!type || type !== upload.declaredType.toLowerCase()) throw new Failure('unsupported-format', JOB_POST_MESSAGES.logoType, { success: false })
  await checkDimensions(upload.bytes)
  const media = await oneLogoAtATime(() =>
    payload.create({
      collection: 'media',
      data: { alt: `${post.company.name} logo`, heldUntilLive: !post.job },
      file: { data: upload.bytes, mimetype: type, name: `job-post-${post.id}-logo.${EXTENSIONS[type]}`, size: upload.bytes.length },
      overrideAccess: true,
      depth: 0,
    }),
  )
  const logo = employerLogoAddress(post.id, media) ?? ''
  const previous = typeof post.logo === 'object' && post.logo ? post.logo.id : post.logo
  await payload.update({ collection: 'job-posts', id: post.id, data: { logo: media.id }, overrideAccess: true, depth: 0 })
  const companyId = typeof post.companyRecord === 'object' && post.companyRecord ? post.companyRecord.id : post.companyRecord
  if (companyId) await payload.update({ collection: 'companies', id: companyId, data: { logo }, context: employerEdit(post.contactEmail), overrideAccess: true, depth: 0 })
  if (previous) await payload.delete({ collection: 'media', id: previous, overrideAccess: true }).catch(() => undefined)
  return { success: true, logo }
}
