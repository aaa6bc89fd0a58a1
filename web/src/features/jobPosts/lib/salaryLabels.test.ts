import { describe, expect, it } from 'vitest'
import { postedSalaryLabel, yearlyUsdLabel } from './salaryLabels'

describe('salary labels', () => {
  it('shows the range as posted', () => {
    expect(postedSalaryLabel(4000, 5000, 'EUR', 'month')).toBe('EUR 4,000 - 5,000 a month')
    expect(postedSalaryLabel(45.5, 45.5, 'USD', 'hour')).toBe('USD 45.5 an hour')
  })

  it('shows the yearly USD figure the cards use', () => {
    expect(yearlyUsdLabel(4000, 5000, 'EUR', 'month')).toBe('USD 53.9k - 67.4k a year')
    expect(yearlyUsdLabel(120000, 150000, 'USD', 'year')).toBe('USD 120k - 150k a year')
  })

  it('says nothing until both ends are numbers', () => {
    for (const [min, max] of [[NaN, 5000], [4000, undefined], [0, 10], ['', '']] as const) {
      expect(postedSalaryLabel(min, max, 'USD', 'year')).toBe('')
      expect(yearlyUsdLabel(min, max, 'USD', 'year')).toBe('')
    }
  })
})
