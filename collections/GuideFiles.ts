import { APIError, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'
import { adminOnly } from './access/adminOnly'
import { missingLocalFile } from './lib/missingFile'
import { NOT_A_READABLE_PDF, pdfPageCount } from '@cms/domain/admin/pdfPages'
import { uploadDir } from '@cms/lib/uploadDir'

const GUIDE_DIR = uploadDir('guide')

export const GUIDE_FILE_NAME = 'digital-nomad-guide-2025.pdf'

/**
 * Every new file, from /admin/guide or /cms alike, must parse as a PDF with pages; its page count is kept.
 * Checked before the operation starts: an update deletes the document's current file before its validate
 * hooks run, so a refusal there would lose the guide on sale.
 */
const requireReadablePdf: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file?.data) return args
  const pages = await pdfPageCount(req.file.data)
  if (!pages) throw new APIError(NOT_A_READABLE_PDF, 400, null, true)
  return { ...args, data: { ...args.data, pages } }
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
  hooks: { beforeOperation: [requireReadablePdf] },
  fields: [
    { name: 'edition', type: 'text', defaultValue: '2025' },
    { name: 'pages', type: 'number', admin: { readOnly: true, description: 'Counted from the file when it is uploaded.' } },
  ],
}
