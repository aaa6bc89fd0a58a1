import { APIError, type CollectionBeforeOperationHook } from 'payload'
import { NOT_A_READABLE_PDF, pdfPageCount } from '@cms/domain/admin/pdfPages'

/**
 * Every new file, from /admin/guide or /cms alike, must parse as a PDF with pages; its page count is kept.
 * Checked before the operation starts: an update deletes the document's current file before its validate
 * hooks run, so a refusal there would lose the guide on sale.
 */
export const requireReadablePdf: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file?.data) return args
  const pages = await pdfPageCount(req.file.data)
  if (!pages) throw new APIError(NOT_A_READABLE_PDF, 400, null, true)
  return { ...args, data: { ...args.data, pages } }
}
