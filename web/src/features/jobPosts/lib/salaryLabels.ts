import { annualUsd, type SalaryPeriod } from '@cms/contract/salary'
import { salaryLabel } from '@web/lib/jobs/salary'
import { formatCount } from '@web/lib/numbers'

const PER: Record<SalaryPeriod, string> = { year: 'a year', month: 'a month', week: 'a week', day: 'a day', hour: 'an hour' }

const amount = (value: number) => formatCount(Math.round(value * 100) / 100)
const valid = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0

/** The salary as the employer posts it: 'EUR 4,000 - 5,000 a month'; empty until both ends are numbers. */
export function postedSalaryLabel(min: unknown, max: unknown, currency: string, period: SalaryPeriod): string {
  if (!valid(min) || !valid(max)) return ''
  const range = min === max ? amount(min) : `${amount(min)} - ${amount(max)}`
  return `${currency} ${range} ${PER[period]}`
}

/**
 * The same range as yearly US dollars, as cards show it and the salary filters compare it ('USD 51.8k - 64.8k a
 * year'); empty until both ends are numbers.
 */
export function yearlyUsdLabel(min: unknown, max: unknown, currency: string, period: SalaryPeriod): string {
  if (!valid(min) || !valid(max)) return ''
  const yearly = annualUsd(min, max, currency, period)
  return yearly.salaryMin === null ? '' : `USD ${salaryLabel(yearly.salaryMin, yearly.salaryMax)} a year`
}
