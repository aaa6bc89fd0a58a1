import { describe, expect, it } from 'vitest'
import { LOGO_RULES, logoProblem } from './logoRules'

describe('logoProblem', () => {
  it("states the contract's limits", () => {
    expect(LOGO_RULES).toBe('PNG, JPEG or WebP, at most 512 KB')
  })

  it('takes a small image of an allowed type', () => {
    expect(logoProblem({ type: 'image/png', size: 20_000 })).toBeNull()
  })

  it('refuses other types, oversized and empty files', () => {
    expect(logoProblem({ type: 'image/svg+xml', size: 2000 })).toBe('Choose an image: PNG, JPEG or WebP, at most 512 KB.')
    expect(logoProblem({ type: 'application/pdf', size: 2000 })).toMatch(/^Choose an image/)
    expect(logoProblem({ type: 'image/jpeg', size: 2 * 1024 * 1024 })).toBe('This image is 2 MB; the logo can be at most 512 KB.')
    expect(logoProblem({ type: 'image/webp', size: 0 })).toBe('This file is empty.')
  })
})
