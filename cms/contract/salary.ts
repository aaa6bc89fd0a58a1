/**
 * Salaries: stored on a job as annual USD (so filters and sorts compare like with like), with the currency and
 * period as posted. Plain values without zod, so the browser can show an employer's figure in yearly USD too.
 */
export const SALARY_PERIOD_VALUES = ['year', 'month', 'week', 'day', 'hour'] as const
export type SalaryPeriod = (typeof SALARY_PERIOD_VALUES)[number]

/** Approximate conversion rates to USD (updated by hand; salaries are indicative). */
export const USD_RATES = {
  USD: 1, EUR: 1.08, GBP: 1.27, CAD: 0.73, AUD: 0.66, NZD: 0.6, CHF: 1.13, INR: 0.012, BRL: 0.2, MXN: 0.055,
  PLN: 0.25, ZAR: 0.055, SGD: 0.74, JPY: 0.0067, SEK: 0.095, NOK: 0.093, DKK: 0.145,
} as const satisfies Record<string, number>
export type SalaryCurrency = keyof typeof USD_RATES
export const SALARY_CURRENCIES = Object.keys(USD_RATES) as SalaryCurrency[]

/** Working periods in a year: a full-time year of 52 weeks, 260 days, 2080 hours. */
const PERIOD_FACTOR: Record<SalaryPeriod, number> = { year: 1, month: 12, week: 52, day: 260, hour: 2080 }

const positive = (n: unknown): number | null => {
  const value = typeof n === 'string' ? Number(n.replace(/[, ]/g, '')) : n
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null
}

/** Annual USD min/max from a posting's amounts, currency and period (null where unknown). */
export function annualUsd(min: unknown, max: unknown, currency: string | null | undefined, period: SalaryPeriod | null) {
  const cur = (currency || 'USD').trim().toUpperCase()
  const rate: number | undefined = (USD_RATES as Record<string, number>)[cur]
  let lo = positive(min)
  let hi = positive(max)
  if (lo === null && hi === null) return { salaryMin: null, salaryMax: null, salaryCurrency: null, salaryPeriod: null }
  if (lo !== null && hi !== null && lo > hi) [lo, hi] = [hi, lo]
  const factor = PERIOD_FACTOR[period ?? 'year']
  const convert = (n: number | null) => (n === null || rate === undefined ? null : Math.round(n * factor * rate))
  return { salaryMin: convert(lo), salaryMax: convert(hi), salaryCurrency: cur, salaryPeriod: period ?? 'year' }
}
