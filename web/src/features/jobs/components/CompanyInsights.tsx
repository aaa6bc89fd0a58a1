import type { ReactNode } from 'react'
import type { CompanyInsights as Insights } from '@cms/contract/companies'
import { formatDay } from '@web/lib/dates'
import { countryName, windowLabel } from '@web/lib/jobs/eligibilityBadge'
import { useDisplayCurrency } from '@web/lib/jobs/displayCurrency'
import { annualSalaryText } from '@web/lib/jobs/salary'
import { formatCount } from '@web/lib/numbers'
import { hiringLines, jobsOpenTo, jobsText } from '../lib/companyInsights'
import { DisplayCurrencySelect } from './DisplayCurrencySelect'

const day = (iso: string) => formatDay(new Date(iso), 'long')

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 bg-white p-5">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <div className="mt-2 space-y-2 text-sm text-slate-700">{children}</div>
    </section>
  )
}

function WhoTheyHire({ insights, country }: { insights: Insights; country: string | null }) {
  if (!insights.liveJobs) return <p>No open jobs right now.</p>
  const open = country ? jobsOpenTo(insights.hiring, country) : null
  return (
    <>
      <ul className="space-y-1">
        {hiringLines(insights.hiring).map((line) => (
          <li key={line.label} className="flex justify-between gap-3">
            <span>{line.label}</span>
            <span className="shrink-0 text-slate-500">{jobsText(line.jobs)}</span>
          </li>
        ))}
      </ul>
      {country && open !== null ? (
        <p className="font-medium text-slate-900" data-testid="open-to-you">
          Open to you in {countryName(country)}: {formatCount(open)} of {jobsText(insights.liveJobs)}
        </p>
      ) : (
        <p className="text-slate-500">Choose where you live in the filters to see which jobs are open to you.</p>
      )}
    </>
  )
}

function Hours({ insights }: { insights: Insights }) {
  if (!insights.hours) return <p>None of their open jobs names working hours.</p>
  return (
    <>
      <p className="text-base font-semibold text-slate-900">{windowLabel(insights.hours)}</p>
      <p className="text-slate-500">
        Across the {formatCount(insights.hours.jobs)} of {jobsText(insights.liveJobs)} that name hours.
      </p>
    </>
  )
}

function Pay({ insights }: { insights: Insights }) {
  const [currency, setCurrency] = useDisplayCurrency()
  const { minUsd, maxUsd, stated } = insights.pay
  const range = annualSalaryText(minUsd, maxUsd, currency, insights.exchangeRates)
  if (!stated || !range) return <p>None of their open jobs states a salary.</p>
  return (
    <>
      <p className="text-base font-semibold text-slate-900">
        {range} <DisplayCurrencySelect currency={currency} onChange={setCurrency} />
      </p>
      <p className="text-slate-500">
        {formatCount(stated)} of {jobsText(insights.liveJobs)} state a salary. ECB rates of {day(`${insights.exchangeRates.date}T00:00:00Z`)}.
      </p>
    </>
  )
}

function HowTheyPost({ insights }: { insights: Insights }) {
  const { firstSeen, recentJobs, closedEarly, reportedUpheld, links } = insights.posting
  const rows: [string, string][] = [
    ['First seen', day(firstSeen)],
    ['Jobs in the last 90 days', formatCount(recentJobs)],
    ['Closed early', formatCount(closedEarly)],
    ['Reported and taken down', formatCount(reportedUpheld)],
    [
      'Apply links',
      links.checked && links.lastCheckedAt
        ? `${formatCount(links.working)} of ${formatCount(links.checked)} working when last checked (${day(links.lastCheckedAt)})`
        : 'Not checked yet',
    ],
  ]
  return (
    <dl className="space-y-1">
      {rows.map(([term, value]) => (
        <div key={term} className="flex justify-between gap-3">
          <dt className="text-slate-500">{term}</dt>
          <dd className="text-right font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * What the board knows from a company's jobs: who they hire from (and how many jobs are open to the visitor's
 * country, from the list's `country`), the hours, the pay in the visitor's currency, and how they post.
 */
export function CompanyInsights({ insights, country }: { insights: Insights; country: string | null }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <Panel title="Who they hire from">
        <WhoTheyHire insights={insights} country={country} />
      </Panel>
      <Panel title="Hours they work">
        <Hours insights={insights} />
      </Panel>
      <Panel title="What they pay">
        <Pay insights={insights} />
      </Panel>
      <Panel title="How they post">
        <HowTheyPost insights={insights} />
      </Panel>
    </div>
  )
}
