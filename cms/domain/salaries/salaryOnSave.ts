import { SALARY_CURRENCIES, SALARY_PERIOD_VALUES, annualUsd, exchangeRate, type ExchangeRates, type SalaryPeriod, type StoredSalary } from '@cms/contract/salary'
import { Failure } from '@cms/domain/failure'

/** What a job write sends of its salary, and what the job had (absent on create). */
type SalaryFields = { [K in keyof StoredSalary]?: StoredSalary[K] | undefined }

const SALARY_FIELDS = ['salaryPostedMin', 'salaryPostedMax', 'salaryCurrency', 'salaryPeriod', 'salaryMin', 'salaryMax'] as const
const hasAmount = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value > 0

export const SALARY_CURRENCY_MESSAGE = `Enter the currency as a code we have a rate for: ${SALARY_CURRENCIES.join(', ')}.`

/**
 * The salary a job write stores. The salary as posted (amounts, currency, period) is what editors and employers
 * give; the annual USD figures that filters and sorts compare are always converted from it at `rates` (the newest
 * stored), as the daily rates refresh reconverts them. A job written with no amounts as posted keeps the annual USD
 * it was given (jobs ingested before salaries were kept as posted, the demo data), unless its posted salary was just
 * cleared: then it has none. Null when the write sends no salary field (the rates are then not read).
 */
export async function salaryOnSave(sent: SalaryFields, stored: SalaryFields | undefined, rates: () => Promise<ExchangeRates>): Promise<StoredSalary | null> {
  if (!SALARY_FIELDS.some((field) => field in sent)) return null
  const current = <K extends keyof StoredSalary>(field: K): StoredSalary[K] | null => (field in sent ? sent[field] : stored?.[field]) ?? null
  const [min, max] = [current('salaryPostedMin'), current('salaryPostedMax')]
  if (!hasAmount(min) && !hasAmount(max)) {
    const cleared = hasAmount(stored?.salaryPostedMin) || hasAmount(stored?.salaryPostedMax)
    if (cleared) return annualUsd(null, null, null, null)
    return { salaryMin: current('salaryMin'), salaryMax: current('salaryMax'), salaryPostedMin: null, salaryPostedMax: null, salaryCurrency: current('salaryCurrency'), salaryPeriod: current('salaryPeriod') }
  }
  const currency = (current('salaryCurrency') || 'USD').trim().toUpperCase()
  const latest = await rates()
  if (exchangeRate(currency, 'USD', latest) === undefined) throw new Failure('invalid', SALARY_CURRENCY_MESSAGE)
  const period = current('salaryPeriod')
  const known = period && (SALARY_PERIOD_VALUES as readonly string[]).includes(period) ? (period as SalaryPeriod) : 'year'
  return annualUsd(min, max, currency, known, latest)
}
