import { describe, expect, it } from 'vitest'
import { annualUsd, exchangeRate, fromUsd, type ExchangeRates } from './salary'

const rates: ExchangeRates = { date: '2026-11-26', perEur: { USD: 1.1, GBP: 0.8 } }

describe('annualUsd', () => {
  it('converts to annual USD at the given rates, keeping the amounts, currency and period as posted', () => {
    expect(annualUsd(50, 60, 'USD', 'hour', rates)).toEqual({
      salaryMin: 104000, salaryMax: 124800, salaryPostedMin: 50, salaryPostedMax: 60, salaryCurrency: 'USD', salaryPeriod: 'hour',
    })
    expect(annualUsd(5000, 4000, 'EUR', 'month', rates)).toMatchObject({ salaryMin: 52800, salaryMax: 66000, salaryPostedMin: 4000, salaryPostedMax: 5000 })
    expect(annualUsd('95,000', null, 'eur', 'year', rates)).toMatchObject({ salaryMin: 104500, salaryMax: null, salaryCurrency: 'EUR' })
    expect(annualUsd(0, null, 'USD', 'year', rates)).toMatchObject({ salaryMin: null, salaryMax: null, salaryCurrency: null, salaryPeriod: null })
    expect(annualUsd(1000, 2000, 'XYZ', 'year', rates)).toMatchObject({ salaryMin: null, salaryMax: null, salaryPostedMin: 1000, salaryCurrency: 'XYZ' })
  })
})

describe('exchangeRate and fromUsd', () => {
  it('crosses two currencies through the euro', () => {
    expect(exchangeRate('EUR', 'USD', rates)).toBeCloseTo(1.1)
    expect(exchangeRate('GBP', 'USD', rates)).toBeCloseTo(1.375)
    expect(exchangeRate('USD', 'JPY', rates)).toBeUndefined()
    expect(fromUsd(110000, 'EUR', rates)).toBe(100000)
    expect(fromUsd(110000, 'JPY', rates)).toBeNull()
  })
})
