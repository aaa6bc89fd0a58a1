import { describe, expect, it } from 'vitest'
import { annualUsd } from './salary'

describe('annualUsd', () => {
  it('converts to annual USD from currency and period, keeping the original currency', () => {
    expect(annualUsd(50, 60, 'USD', 'hour')).toEqual({ salaryMin: 104000, salaryMax: 124800, salaryCurrency: 'USD', salaryPeriod: 'hour' })
    expect(annualUsd(5000, 4000, 'EUR', 'month')).toEqual({ salaryMin: 51840, salaryMax: 64800, salaryCurrency: 'EUR', salaryPeriod: 'month' })
    expect(annualUsd(0, null, 'USD', 'year')).toEqual({ salaryMin: null, salaryMax: null, salaryCurrency: null, salaryPeriod: null })
    expect(annualUsd(1000, 2000, 'XYZ', 'year')).toMatchObject({ salaryMin: null, salaryMax: null, salaryCurrency: 'XYZ' })
  })
})
