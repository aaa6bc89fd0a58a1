import { CURRENCY_PREFIX, PERIOD_WORDS, fromUsd, type ExchangeRates, type SalaryCurrency, type SalaryPeriod } from '@cms/contract/salary'
import type { JobListItem } from '@cms/contract/jobs'
import { formatCount } from '@web/lib/numbers'

/** 50000 -> '50k', 52500 -> '52.5k', 800 -> '800'. */
export function thousands(value: number): string {
  if (value < 1000) return String(Math.round(value))
  const k = Math.round(value / 100) / 10
  return `${Number.isInteger(k) ? k : k.toFixed(1)}k`
}

const given = (value: number | null | undefined): number | null => (typeof value === 'number' && value > 0 ? value : null)

/** A range in the spec's words: 'lo - hi', 'From lo', 'Up to hi' or 'Not specified', each end written by `write`. */
function rangeLabel(min: number | null | undefined, max: number | null | undefined, write: (value: number, first: boolean) => string): string {
  const lo = given(min)
  const hi = given(max)
  if (lo !== null && hi !== null) return lo === hi ? write(lo, true) : `${write(lo, true)} - ${write(hi, false)}`
  if (lo !== null) return `From ${write(lo, true)}`
  if (hi !== null) return `Up to ${write(hi, true)}`
  return 'Not specified'
}

/** Salary display: '50k - 100k', 'From 50k', 'Up to 100k' or 'Not specified'. */
export function salaryLabel(min: number | null | undefined, max: number | null | undefined): string {
  return rangeLabel(min, max, thousands)
}

const prefixOf = (currency: string) => CURRENCY_PREFIX[currency as SalaryCurrency] ?? `${currency} `

/**
 * A job's salary as posted, as cards and the job page show it: a yearly USD salary in the spec's words
 * ('50k - 100k'), another currency with its symbol ('€95k - 120k'), another period with it ('€45 an hour',
 * '$4,000 - 5,000 a month'). Jobs stored before salaries were kept as posted show their annual USD.
 */
export function postedSalaryText(job: Pick<JobListItem, 'salaryMin' | 'salaryMax' | 'salaryPosted'>): string {
  const posted = job.salaryPosted
  if (!posted || (posted.currency === 'USD' && posted.period === 'year')) {
    return posted ? salaryLabel(posted.min, posted.max) : salaryLabel(job.salaryMin, job.salaryMax)
  }
  const prefix = prefixOf(posted.currency)
  const amount = posted.period === 'year' ? thousands : (value: number) => formatCount(Math.round(value * 100) / 100)
  const range = rangeLabel(posted.min, posted.max, (value, first) => (first ? `${prefix}${amount(value)}` : amount(value)))
  return posted.period === 'year' ? range : `${range} ${PERIOD_WORDS[posted.period as SalaryPeriod]}`
}

/**
 * The job page's comparison: its annual salary in the visitor's display currency at the stored rates ('about
 * $103k - 130k a year'); null when the job states no salary, or when that is how it was posted anyway.
 */
export function comparedSalaryText(
  job: Pick<JobListItem, 'salaryMin' | 'salaryMax' | 'salaryPosted'>,
  currency: string,
  rates: ExchangeRates,
): string | null {
  const posted = job.salaryPosted
  if (given(job.salaryMin) === null && given(job.salaryMax) === null) return null
  if (posted && posted.currency === currency && posted.period === 'year') return null
  if (!posted && currency === 'USD') return null
  return annualSalaryText(job.salaryMin, job.salaryMax, currency, rates)
}

/**
 * An annual USD range in `currency` at the stored rates ('about €55k - 120k a year'), as the job page compares a
 * salary and the company page sums up its jobs' pay; null without a figure, or for a currency without a rate.
 */
export function annualSalaryText(minUsd: number | null, maxUsd: number | null, currency: string, rates: ExchangeRates): string | null {
  const convert = (value: number | null) => (value === null ? null : fromUsd(value, currency, rates))
  const lo = convert(given(minUsd))
  const hi = convert(given(maxUsd))
  if (lo === null && hi === null) return null
  const prefix = prefixOf(currency)
  const range = rangeLabel(lo, hi, (value, first) => (first ? `${prefix}${thousands(value)}` : thousands(value)))
  // 'From' and 'Up to' start a label; here they follow 'about'.
  return `about ${range.replace(/^(From|Up to) /, (words) => words.toLowerCase())} a year`
}
