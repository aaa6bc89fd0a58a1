import type { CollectionConfig } from 'payload'
import { COVER_IMAGE_SIZES } from '../cms/contract/blog'
import { publicOrStaffMedia } from './access/publicOrStaffMedia'
import { staffOnly } from './access/staffOnly'
import { unreadableFileIsNotFound } from './hooks/unreadableFileIsNotFound'
import { missingLocalFile } from './lib/missingFile'
import { uploadDir } from '@cms/lib/uploadDir'

const MEDIA_DIR = uploadDir('media')

/**
 * Public images (blog covers, companies' logos), except a job post's logo until staff approve the post. Each upload gets WebP variants at the cover widths, cropped around the
 * focal point the editor sets (the centre by default), so the site can offer a srcset instead of one
 * full-size file.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  access: { read: publicOrStaffMedia, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: { afterError: [unreadableFileIsNotFound] },
  upload: {
    staticDir: MEDIA_DIR,
    handlers: [missingLocalFile(MEDIA_DIR)],
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
    focalPoint: true,
    crop: true,
    adminThumbnail: 'card',
    imageSizes: COVER_IMAGE_SIZES.map(({ name, width, height }) => ({
      name,
      width,
      height,
      formatOptions: { format: 'webp', options: { quality: 80 } },
      withoutEnlargement: false,
    })),
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      admin: { description: 'What the image shows, for people who cannot see it (screen readers, broken images).' },
    },
    {
      name: 'heldUntilLive',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: 'Held until its job post is live',
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: "A job post's logo: only staff and the post's employer see it until staff approve the post",
      },
    },
  ],
}
