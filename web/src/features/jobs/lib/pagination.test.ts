import { describe, expect, it } from 'vitest'
import { jobTotalText, pageWindow, totalPagesOf } from './pagination'

describe('pageWindow', () => {
  it('shows every page up to 5', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(1, 0)).toEqual([])
  })
  it('keeps first and last with ellipses around a window', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 'ellipsis-end', 10])
    expect(pageWindow(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10])
    expect(pageWindow(10, 10)).toEqual([1, 'ellipsis-start', 7, 8, 9, 10])
    expect(pageWindow(4, 6)).toEqual([1, 'ellipsis-start', 3, 4, 5, 6])
  })
})

describe('totalPagesOf', () => {
  it('prefers totalPages, else ceil(total / 10)', () => {
    expect(totalPagesOf({ total: 31, totalPages: 7 })).toBe(7)
    expect(totalPagesOf({ total: 31 })).toBe(4)
    expect(totalPagesOf(undefined)).toBe(0)
  })
})

describe('jobTotalText', () => {
  it('writes an exact total out, and a bounded one as the limit and a plus', () => {
    expect(jobTotalText({ total: 1234 })).toBe('1,234')
    expect(jobTotalText({ total: 1001, totalAtLeast: true })).toBe('1,000+')
    expect(jobTotalText({ total: 1211, totalAtLeast: true })).toBe('1,000+')
  })
})
