import { describe, expect, it } from 'vitest'
import { formatLastModified, formatMegabytes, guideFileProblem } from './guideFile'

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

describe('formatMegabytes / formatLastModified', () => {
  it('shows MB to 2 decimals or Unknown', () => {
    expect(formatMegabytes(1572864)).toBe('1.50 MB')
    expect(formatMegabytes(null)).toBe('Unknown')
    expect(formatLastModified(null)).toBe('Unknown')
    expect(formatLastModified('garbage')).toBe('Unknown')
    expect(formatLastModified('2026-11-22T04:00:00.000Z')).not.toBe('Unknown')
  })
})
