import { GUIDE_MAX_BYTES } from '@cms/contract/admin'

export interface ToastText {
  title: string
  description: string
}

/** The guide must be a PDF of at most 25 MB; null when the file is acceptable. */
export function guideFileProblem(file: { type: string; size: number } | null | undefined): ToastText | null {
  if (!file) return { title: 'No File Selected', description: 'Please select a PDF file first.' }
  if (file.type !== 'application/pdf') return { title: 'Invalid File', description: 'Please select a PDF file for the guide.' }
  if (file.size > GUIDE_MAX_BYTES) return { title: 'File Too Large', description: 'The PDF file must be less than 25MB.' }
  return null
}

const KB = 1024
const MB = 1024 * KB

/**
 * File size in MB with 2 decimals ("1.50 MB", the spec's form), or "Unknown". Below 0.01 MB the MB figure
 * would read "0.00 MB", as if the file were empty: smaller files show KB or bytes instead ("3.2 KB", "612 bytes").
 */
export function formatFileSize(bytes: number | null | undefined): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return 'Unknown'
  if (bytes >= 0.01 * MB) return `${(bytes / MB).toFixed(2)} MB`
  if (bytes >= KB) return `${(bytes / KB).toFixed(1)} KB`
  return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`
}

/** A date for the status card, or "Unknown". */
export function formatLastModified(value: string | null | undefined): string {
  if (!value) return 'Unknown'
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? 'Unknown' : date.toLocaleString()
}
