import { DollarSign } from 'lucide-react'
import type { JobDetail } from '@cms/contract/jobs'
import { formatDay } from '@web/lib/dates'
import { comparedSalaryText, postedSalaryText } from '@web/lib/jobs/salary'
import { useDisplayCurrency } from '@web/lib/jobs/displayCurrency'
import { DisplayCurrencySelect } from './DisplayCurrencySelect'

/**
 * The job page's salary: as posted, then the same as a yearly figure in the visitor's chosen currency at the
 * stored ECB rates, with the rates' date. The currency choice is remembered on this device.
 */
export function SalaryFact({ job }: { job: JobDetail }) {
  const [currency, setCurrency] = useDisplayCurrency()
  const compared = comparedSalaryText(job, currency, job.exchangeRates)
  const ratesDay = formatDay(new Date(`${job.exchangeRates.date}T00:00:00Z`), 'long')
  const hasSalary = compared !== null || postedSalaryText(job) !== 'Not specified'
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="flex items-center gap-2 text-xs font-medium tracking-wide text-slate-600 uppercase">
        <DollarSign size={16} className="text-brand-700" aria-hidden />
        Salary Range
      </dt>
      <dd className="mt-1 pl-6 text-sm font-semibold text-slate-900">{postedSalaryText(job)}</dd>
      {hasSalary && (
        <dd className="mt-1 pl-6 text-xs text-slate-600" data-testid="salary-compared">
          {compared && <span>{compared} </span>}
          <DisplayCurrencySelect currency={currency} onChange={setCurrency} />
          <span className="block">ECB rates of {ratesDay}</span>
        </dd>
      )}
    </div>
  )
}
