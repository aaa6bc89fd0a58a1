import { APIError, type CollectionBeforeValidateHook, type CollectionConfig } from 'payload'
import { adminOnly } from './access/adminOnly'
import { missingLocalFile } from './lib/missingFile'
import { NOT_A_READABLE_PDF, pdfPageCount } from './lib/pdfPages'
import { uploadDir } from './lib/uploadDir'

const GUIDE_DIR = uploadDir('guide')

export const GUIDE_FILE_NAME = 'digital-nomad-guide-2025.pdf'

/** Every new file, from /admin/guide or /cms alike, must parse as a PDF with pages; its page count is kept. */
const requireReadablePdf: CollectionBeforeValidateHook = async ({ data, req }) => {
  if (!req.file?.data) return data
  const pages = await pdfPageCount(req.file.data)
  if (!pages) throw new APIError(NOT_A_READABLE_PDF, 400, null, true)
  return { ...data, pages }
}

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
  hooks: { beforeValidate: [requireReadablePdf] },
  fields: [
    { name: 'edition', type: 'text', defaultValue: '2025' },
    { name: 'pages', type: 'number', admin: { readOnly: true, description: 'Counted from the file when it is uploaded.' } },
  ],
}
