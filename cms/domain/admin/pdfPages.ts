import { PDFDocument } from 'pdf-lib'

/** What an upload that claims to be a PDF but is not one is told (the second sentence is the spec's). */
export const NOT_A_READABLE_PDF = 'This file is not a readable PDF. Please select a PDF file for the guide.'

/**
 * The page count of a real PDF, or null when the bytes are not one: the `%PDF-` signature is not enough (a
 * 303-byte file of that header and garbage passed it), so the document is parsed and must hold a page.
 */
export async function pdfPageCount(data: Uint8Array): Promise<number | null> {
  if (data.length < 8 || Buffer.from(data.subarray(0, 5)).toString('latin1') !== '%PDF-') return null
  try {
    // Encrypted PDFs still have readable page trees; updateMetadata: false keeps the parse read-only.
    const pages = (await PDFDocument.load(data, { ignoreEncryption: true, updateMetadata: false })).getPageCount()
    return pages > 0 ? pages : null
  } catch {
    return null
  }
}
