import type { JobListItem } from '@cms/contract/jobs'
import { JOB_TYPE_LABELS } from '@cms/contract/jobValues'
import { Clock, MapPin, Star } from 'lucide-react'
import { Link, useSearchParams } from 'react-router-dom'
import { SponsoredLabel } from '@web/components/jobs/SponsoredLabel'
import { eligibilityBadge } from '@web/lib/jobs/eligibilityBadge'
import { postedAgo } from '@web/lib/jobs/postedAgo'
import { postedSalaryText } from '@web/lib/jobs/salary'
import { CompanyLogo } from './CompanyLogo'
import { CompanyName } from './CompanyName'

/** A job as a card shows it: a post being written may have no job type yet (the post-a-job preview). */
export type CardJob = Omit<JobListItem, 'type' | 'experienceLevel'> & { type: JobListItem['type'] | null }

/** The list URL's `country` (where the visitor said they live), when it is a country code. */
function useCountryOfList(): string | null {
  const country = useSearchParams()[0].get('country')?.toUpperCase()
  return country && /^[A-Z]{2}$/.test(country) ? country : null
}

/**
 * One job in a list: title linking to /jobs/{slug}, company, location, type, salary, age and top skills.
 * `highlight`: whether this featured job (editorial, or a paid featured or pinned placement) gets the gold accent
 * (lists cap how many do per page). Every paid placement is labelled Sponsored.
 * `visitorCountry`: where the list's reader lives when the page says so itself (a country landing page's path);
 * else the list URL's `country`.
 */
export function JobCard({ job, highlight = job.featured, visitorCountry }: { job: CardJob; highlight?: boolean; visitorCountry?: string }) {
  const countryOfList = useCountryOfList()
  const badge = eligibilityBadge(job.eligibility, visitorCountry ?? countryOfList)
  return (
    <article
      data-testid="job-card"
      className={`rounded-xl border bg-white p-5 shadow-sm transition-shadow hover:shadow-md ${highlight ? 'border-amber-300 ring-1 ring-amber-200' : 'border-slate-200'}`}
    >
      <div className="flex gap-4">
        <CompanyLogo name={job.company.name} logo={job.company.logo} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 className="text-lg font-semibold text-slate-900">
              <Link to={`/jobs/${job.slug}`} className="hover:text-brand-700">
                {job.title}
              </Link>
            </h3>
            {(highlight || job.placement) && (
              <div className="flex flex-wrap gap-1.5">
                {job.placement && <SponsoredLabel />}
                {highlight && (
                  <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
                    <Star size={12} aria-hidden /> Featured
                  </span>
                )}
              </div>
            )}
          </div>
          <p className="text-sm font-medium text-slate-700">
            <CompanyName company={job.company} />
          </p>
          <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            <span className="inline-flex items-center gap-1" data-testid="eligibility-badge">
              <MapPin size={14} aria-hidden /> {badge.label}
            </span>
            {badge.hours && <span>{badge.hours}</span>}
            {job.type && <span>{JOB_TYPE_LABELS[job.type]}</span>}
            <span>{postedSalaryText(job)}</span>
            <span className="inline-flex items-center gap-1">
              <Clock size={14} aria-hidden /> {postedAgo(job.postedAt)}
            </span>
            {job.reposted && <span className="rounded bg-slate-100 px-1.5 text-xs font-medium text-slate-700">Reposted</span>}
          </div>
          {job.highlight ? (
            // The server's passage is escaped text with <mark> as the only tag (see the contract).
            <p className="mt-2 line-clamp-2 text-sm text-slate-600 [&_mark]:rounded-sm [&_mark]:bg-amber-100 [&_mark]:px-0.5 [&_mark]:text-slate-900" dangerouslySetInnerHTML={{ __html: job.highlight }} />
          ) : (
            job.description && <p className="mt-2 line-clamp-2 text-sm whitespace-pre-line text-slate-600">{job.description}</p>
          )}
          {job.skills.length > 0 && (
            <ul className="mt-3 flex flex-wrap gap-2" aria-label="Skills">
              {job.skills.slice(0, 4).map((skill) => (
                <li key={skill.id} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700">
                  {skill.name}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </article>
  )
}
