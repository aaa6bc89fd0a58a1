import { describe, expect, it } from 'vitest'
import { salaryLabel, thousands } from './salary'

describe('salaryLabel', () => {
  it('shows ranges and one-sided salaries in thousands', () => {
    expect(salaryLabel(50000, 100000)).toBe('50k - 100k')
    expect(salaryLabel(50000, null)).toBe('From 50k')
    expect(salaryLabel(null, 100000)).toBe('Up to 100k')
    expect(salaryLabel(null, null)).toBe('Not specified')
    expect(salaryLabel(0, undefined)).toBe('Not specified')
    expect(salaryLabel(80000, 80000)).toBe('80k')
  })
  it('keeps one decimal for odd thousands', () => {
    expect(thousands(52500)).toBe('52.5k')
    expect(thousands(999)).toBe('999')
  })
})
