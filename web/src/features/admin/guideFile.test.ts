import { describe, expect, it } from 'vitest'
import { formatFileSize, formatLastModified, guideFileProblem } from './guideFile'

describe('guideFileProblem', () => {
  it('gives the spec toasts for no file, a non-PDF and an over-size PDF', () => {
    expect(guideFileProblem(null)).toEqual({ title: 'No File Selected', description: 'Please select a PDF file first.' })
    expect(guideFileProblem({ type: 'image/png', size: 10 })).toEqual({ title: 'Invalid File', description: 'Please select a PDF file for the guide.' })
    expect(guideFileProblem({ type: 'application/pdf', size: 25 * 1024 * 1024 + 1 })).toEqual({ title: 'File Too Large', description: 'The PDF file must be less than 25MB.' })
  })
  it('accepts a PDF of exactly 25 MB', () => {
    expect(guideFileProblem({ type: 'application/pdf', size: 25 * 1024 * 1024 })).toBeNull()
  })
})

describe('formatFileSize / formatLastModified', () => {
  it('shows MB to 2 decimals or Unknown', () => {
    expect(formatFileSize(1572864)).toBe('1.50 MB')
    expect(formatFileSize(10486)).toBe('0.01 MB')
    expect(formatFileSize(null)).toBe('Unknown')
    expect(formatLastModified(null)).toBe('Unknown')
    expect(formatLastModified('garbage')).toBe('Unknown')
    expect(formatLastModified('2026-11-22T04:00:00.000Z')).not.toBe('Unknown')
  })

  it('never calls a small file "0.00 MB": below 0.01 MB it shows KB or bytes', () => {
    expect(formatFileSize(3277)).toBe('3.2 KB')
    expect(formatFileSize(612)).toBe('612 bytes')
    expect(formatFileSize(1)).toBe('1 byte')
  })
})
