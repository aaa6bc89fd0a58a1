import type { CollectionConfig } from 'payload'
import { adminOnly } from './access/adminOnly'
import { missingLocalFile } from './lib/missingFile'
import { requireReadablePdf } from './hooks/requireReadablePdf'
import { uploadDir } from '@cms/lib/uploadDir'

const GUIDE_DIR = uploadDir('guide')


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
  hooks: { beforeOperation: [requireReadablePdf] },
  fields: [
    { name: 'edition', type: 'text', defaultValue: '2025' },
    { name: 'pages', type: 'number', admin: { readOnly: true, description: 'Counted from the file when it is uploaded.' } },
  ],
}
