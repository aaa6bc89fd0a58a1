import type { CollectionConfig } from 'payload'
import { adminOnly } from './access/adminOnly'
import { anyone } from './access/anyone'
import { uploadDir } from './lib/uploadDir'

/** Public images (blog covers). */
export const Media: CollectionConfig = {
  slug: 'media',
  access: { read: anyone, create: adminOnly, update: adminOnly, delete: adminOnly },
  upload: {
    staticDir: uploadDir('media'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  },
  fields: [{ name: 'alt', type: 'text', required: true }],
}
