import type { CollectionConfig } from 'payload'
import { adminOnly } from './access/adminOnly'
import { missingLocalFile } from './lib/missingFile'
import { uploadDir } from './lib/uploadDir'

const GUIDE_DIR = uploadDir('guide')

export const GUIDE_FILE_NAME = 'digital-nomad-guide-2025.pdf'

/**
 * The paid guide. Never public: buyers download it through a signed, expiring link;
 * admins upload it from /admin/guide or /cms. The 25 MB limit is the root `upload.limits`.
 */
export const GuideFiles: CollectionConfig = {
  slug: 'guide-files',
  labels: { singular: 'Guide PDF', plural: 'Guide PDFs' },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  upload: {
    staticDir: GUIDE_DIR,
    handlers: [missingLocalFile(GUIDE_DIR)],
    mimeTypes: ['application/pdf'],
  },
  fields: [{ name: 'edition', type: 'text', defaultValue: '2025' }],
}
