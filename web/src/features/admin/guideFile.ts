import { GUIDE_MAX_BYTES } from '@cms/contract/admin'

export interface ToastText {
  title: string
  description: string
}

/** Spec 2 §5: the guide must be a PDF of at most 25 MB; null when the file is acceptable. */
export function guideFileProblem(file: { type: string; size: number } | null | undefined): ToastText | null {
  if (!file) return { title: 'No File Selected', description: 'Please select a PDF file first.' }
  if (file.type !== 'application/pdf') return { title: 'Invalid File', description: 'Please select a PDF file for the guide.' }
  if (file.size > GUIDE_MAX_BYTES) return { title: 'File Too Large', description: 'The PDF file must be less than 25MB.' }
  return null
}

/** File size in MB with 2 decimals ("1.50 MB"), or "Unknown". */
export function formatMegabytes(bytes: number | null | undefined): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return 'Unknown'
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`
}

/** A date for the status card, or "Unknown". */
export function formatLastModified(value: string | null | undefined): string {
  if (!value) return 'Unknown'
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? 'Unknown' : date.toLocaleString()
}
