import { describe, expect, it } from 'vitest'
import { quantile, summariseSalaries } from './distribution'

describe('quantile', () => {
  it('interpolates between the nearest figures as percentile_cont does', () => {
    expect(quantile([10, 20, 30, 40], 0.5)).toBe(25)
    expect(quantile([10, 20, 30, 40], 0.25)).toBe(17.5)
    expect(quantile([10, 20, 30, 40, 50], 0.75)).toBe(40)
    expect(quantile([7], 0.25)).toBe(7)
  })
})

describe('summariseSalaries', () => {
  it('says nothing about fewer than five salaries', () => {
    expect(summariseSalaries([])).toBeNull()
    expect(summariseSalaries([50_000, 60_000, 70_000, 80_000])).toBeNull()
  })

  it('gives the count, quartiles and median of five or more, in any order, in whole dollars', () => {
    expect(summariseSalaries([90_000, 50_000, 70_000, 60_000, 80_000])).toEqual({ count: 5, q1: 60_000, median: 70_000, q3: 80_000 })
    expect(summariseSalaries([100_000, 40_000, 55_000, 62_500, 120_000, 81_000])).toEqual({ count: 6, q1: 56_875, median: 71_750, q3: 95_250 })
    expect(summariseSalaries([33_333, 33_334, 33_334, 33_335, 33_336])).toEqual({ count: 5, q1: 33_334, median: 33_334, q3: 33_335 })
  })
})
