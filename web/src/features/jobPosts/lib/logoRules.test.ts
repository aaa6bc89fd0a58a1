import { describe, expect, it } from 'vitest'
import { JOB_POST_MESSAGES } from '@cms/contract/jobPosts'
import { LOGO_RULES, logoProblem } from './logoRules'

describe('logoProblem', () => {
  it("states the contract's limits", () => {
    expect(LOGO_RULES).toBe('PNG, JPEG or WebP, at most 512 KB')
  })

  it('takes a small image of an allowed type', () => {
    expect(logoProblem({ type: 'image/png', size: 20_000 })).toBeNull()
  })

  it("refuses other types, oversized and empty files with the server's messages", () => {
    expect(logoProblem({ type: 'image/svg+xml', size: 2000 })).toBe(JOB_POST_MESSAGES.logoType)
    expect(logoProblem({ type: 'application/pdf', size: 2000 })).toBe(JOB_POST_MESSAGES.logoType)
    expect(logoProblem({ type: 'image/jpeg', size: 512 * 1024 + 1 })).toBe(JOB_POST_MESSAGES.logoTooLarge)
    expect(logoProblem({ type: 'image/webp', size: 0 })).toBe(JOB_POST_MESSAGES.logoMissing)
  })
})
