/**
 * Salaries: stored on a job as posted (amounts, currency, period) and as annual USD (so filters and sorts compare
 * like with like). Conversions use the European Central Bank's daily reference rates, which the worker keeps in
 * PostgreSQL (cms/domain/salaries); RATES_SNAPSHOT is the committed copy a new database starts from and the browser
 * uses for the post form's preview. Plain values without zod, so the browser can convert too.
 */
export const SALARY_PERIOD_VALUES = ['year', 'month', 'week', 'day', 'hour'] as const
export type SalaryPeriod = (typeof SALARY_PERIOD_VALUES)[number]

/** Currencies a salary may be posted in and shown in: EUR and the ECB's rates for these. */
export const SALARY_CURRENCIES = [
  'USD', 'EUR', 'GBP', 'CAD', 'AUD', 'NZD', 'CHF', 'INR', 'BRL', 'MXN', 'PLN', 'ZAR', 'SGD', 'JPY', 'SEK', 'NOK', 'DKK',
] as const
export type SalaryCurrency = (typeof SALARY_CURRENCIES)[number]

/** What stands before an amount in each currency: its symbol, or its code and a space where the symbol is ambiguous. */
export const CURRENCY_PREFIX: Record<SalaryCurrency, string> = {
  USD: '$', EUR: '€', GBP: '£', CAD: 'CA$', AUD: 'A$', NZD: 'NZ$', CHF: 'CHF ', INR: '₹', BRL: 'R$', MXN: 'MX$',
  PLN: 'PLN ', ZAR: 'ZAR ', SGD: 'S$', JPY: '¥', SEK: 'SEK ', NOK: 'NOK ', DKK: 'DKK ',
}

/** "a year", "an hour": how a salary's period is written after its amount. */
export const PERIOD_WORDS: Record<SalaryPeriod, string> = { year: 'a year', month: 'a month', week: 'a week', day: 'a day', hour: 'an hour' }

/** A day's reference rates: units of each currency per euro (the ECB's form), and the date the ECB gave them. */
export interface ExchangeRates {
  date: string
  perEur: Record<string, number>
}

/** The ECB's eurofxref-daily.xml of 2 October 2026, our supported currencies only (EUR is 1 by definition). */
export const RATES_SNAPSHOT: ExchangeRates = {
  date: '2026-10-02',
  perEur: {
    EUR: 1, USD: 1.1225, GBP: 0.85033, CAD: 1.5984, AUD: 1.6176, NZD: 2.0002, CHF: 0.9279, INR: 108.1245, BRL: 5.861,
    MXN: 20.5806, PLN: 4.3775, ZAR: 18.7839, SGD: 1.4366, JPY: 176.99, SEK: 11.29, NOK: 10.8315, DKK: 7.4736,
  },
}

/** Below this many jobs stating a salary, a landing page shows no salary distribution (a median of three says little). */
export const SALARY_DISTRIBUTION_MIN_JOBS = 5

/** Working periods in a year: a full-time year of 52 weeks, 260 days, 2080 hours. */
export const PERIOD_FACTOR: Record<SalaryPeriod, number> = { year: 1, month: 12, week: 52, day: 260, hour: 2080 }

/** How many units of `to` one unit of `from` buys (undefined when either has no rate). */
export function exchangeRate(from: string, to: string, rates: ExchangeRates): number | undefined {
  const fromPerEur = from === 'EUR' ? 1 : rates.perEur[from]
  const toPerEur = to === 'EUR' ? 1 : rates.perEur[to]
  return fromPerEur && toPerEur ? toPerEur / fromPerEur : undefined
}

const positive = (n: unknown): number | null => {
  const value = typeof n === 'string' ? Number(n.replace(/[, ]/g, '')) : n
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null
}

/** A salary as a job stores it (see annualUsd). */
export interface StoredSalary {
  salaryMin: number | null
  salaryMax: number | null
  salaryPostedMin: number | null
  salaryPostedMax: number | null
  salaryCurrency: string | null
  salaryPeriod: SalaryPeriod | null
}

/**
 * A posting's salary as stored: the amounts as posted (ordered), its currency and period, and annual USD min/max
 * at `rates` (null where unknown, or where the currency has no rate).
 */
export function annualUsd(
  min: unknown,
  max: unknown,
  currency: string | null | undefined,
  period: SalaryPeriod | null,
  rates: ExchangeRates = RATES_SNAPSHOT,
): StoredSalary {
  const cur = (currency || 'USD').trim().toUpperCase()
  let lo = positive(min)
  let hi = positive(max)
  if (lo === null && hi === null) {
    return { salaryMin: null, salaryMax: null, salaryPostedMin: null, salaryPostedMax: null, salaryCurrency: null, salaryPeriod: null }
  }
  if (lo !== null && hi !== null && lo > hi) [lo, hi] = [hi, lo]
  const factor = PERIOD_FACTOR[period ?? 'year']
  const rate = exchangeRate(cur, 'USD', rates)
  const convert = (n: number | null) => (n === null || rate === undefined ? null : Math.round(n * factor * rate))
  return {
    salaryMin: convert(lo),
    salaryMax: convert(hi),
    salaryPostedMin: lo,
    salaryPostedMax: hi,
    salaryCurrency: cur,
    salaryPeriod: period ?? 'year',
  }
}

/** An annual USD amount in another currency at `rates` (null when that currency has no rate). */
export function fromUsd(amountUsd: number, currency: string, rates: ExchangeRates): number | null {
  const rate = exchangeRate('USD', currency, rates)
  return rate === undefined ? null : Math.round(amountUsd * rate)
}
