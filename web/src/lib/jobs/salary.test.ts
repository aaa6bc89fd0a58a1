import { describe, expect, it } from 'vitest'
import type { ExchangeRates } from '@cms/contract/salary'
import { comparedSalaryText, postedSalaryText, salaryLabel, thousands } from './salary'

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

const job = (min: number | null, max: number | null, currency: string, period: 'year' | 'month' | 'hour', usd: [number | null, number | null] = [1, 1]) => ({
  salaryMin: usd[0],
  salaryMax: usd[1],
  salaryPosted: { min, max, currency, period },
})

describe('postedSalaryText', () => {
  it('keeps the spec words for a yearly USD salary', () => {
    expect(postedSalaryText(job(50000, 100000, 'USD', 'year'))).toBe('50k - 100k')
    expect(postedSalaryText(job(50000, null, 'USD', 'year'))).toBe('From 50k')
    expect(postedSalaryText({ salaryMin: null, salaryMax: null, salaryPosted: null })).toBe('Not specified')
  })
  it('adds the symbol of another currency and the period when it is not a year', () => {
    expect(postedSalaryText(job(95000, 120000, 'EUR', 'year'))).toBe('€95k - 120k')
    expect(postedSalaryText(job(45, 45, 'EUR', 'hour'))).toBe('€45 an hour')
    expect(postedSalaryText(job(4000, 5000, 'USD', 'month'))).toBe('$4,000 - 5,000 a month')
    expect(postedSalaryText(job(null, 120000, 'GBP', 'year'))).toBe('Up to £120k')
    expect(postedSalaryText(job(90000, null, 'CHF', 'year'))).toBe('From CHF 90k')
  })
  it('shows the annual USD of a job stored before salaries were kept as posted', () => {
    expect(postedSalaryText({ salaryMin: 119000, salaryMax: 152000, salaryPosted: null })).toBe('119k - 152k')
  })
})

describe('comparedSalaryText', () => {
  const rates: ExchangeRates = { date: '2026-11-26', perEur: { EUR: 1, USD: 1.1, GBP: 0.8 } }
  it('converts the annual USD figure into the display currency', () => {
    expect(comparedSalaryText(job(95000, 120000, 'EUR', 'year', [104500, 132000]), 'USD', rates)).toBe('about $104.5k - 132k a year')
    expect(comparedSalaryText(job(45, 45, 'EUR', 'hour', [102960, 102960]), 'EUR', rates)).toBe('about €93.6k a year')
    expect(comparedSalaryText(job(100000, null, 'USD', 'year', [100000, null]), 'GBP', rates)).toBe('about from £72.7k a year')
  })
  it('says nothing when the salary is already shown that way, or there is none', () => {
    expect(comparedSalaryText(job(95000, 120000, 'EUR', 'year', [104500, 132000]), 'EUR', rates)).toBeNull()
    expect(comparedSalaryText({ salaryMin: null, salaryMax: null, salaryPosted: null }, 'EUR', rates)).toBeNull()
    expect(comparedSalaryText(job(1, 2, 'USD', 'year', [1, 2]), 'JPY', rates)).toBeNull()
  })
})
