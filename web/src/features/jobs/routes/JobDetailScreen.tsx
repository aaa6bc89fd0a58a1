import { JOB_TYPE_LABELS } from '@cms/contract/jobValues'
import { ArrowLeft, Briefcase, Calendar, Clock, ExternalLink, GraduationCap, MapPin } from 'lucide-react'
import { Link, useParams } from 'react-router-dom'
import { AdSlot } from '@web/components/ads/AdSlot'
import { SponsoredLabel } from '@web/components/jobs/SponsoredLabel'
import { SaveJobButton } from '@web/components/session/SaveJobButton'
import { domainOf, useBrand } from '../api/getBrand'
import { useJob } from '../api/getJob'
import { APPLY_BEACON_ATTRIBUTE, jobBeaconScript, sendJobBeacon, useJobViewBeacon } from '../api/jobBeacon'
import { CompanyLogo } from '@web/components/jobs/CompanyLogo'
import { ApplyFromBadge } from '../components/ApplyFromBadge'
import { NotFoundState } from '../components/NotFoundState'
import { ReportJobControl } from '../components/ReportJobControl'
import { SalaryFact } from '../components/SalaryFact'
import { PageSpinner } from '@web/components/ui/Spinner'
import { stableFraction, ToolkitPromo } from '../components/ToolkitPromo'
import { applyLinkFor, type ApplyLink as ApplyLinkTarget } from '../lib/applyLink'
import { EXPERIENCE_LABELS } from '../lib/filterGroups'
import { whoCanApply, windowLabel } from '@web/lib/jobs/eligibilityBadge'
import { plainText } from '../lib/plainText'
import { capitalise, formatPostedDate } from '@web/lib/jobs/postedAgo'
import { breadcrumbJsonLd, jobPostingJsonLd } from '../lib/structuredData'
import { NOT_SYNDICATED_SOURCES, type JobProviderId } from '@cms/contract/providerValues'
import { seoHead } from '../lib/seoHead'
import { timeAgo } from '@web/lib/dates'
import { alsoListedOnLabel } from '../lib/alsoListedOn'
import { CompanyName } from '@web/components/jobs/CompanyName'


function Fact({ icon: Icon, label, value }: { icon: typeof Briefcase; label: string; value: string }) {
  return (
    // A dl may only hold dt/dd groups wrapped in one div each: the icon goes inside the dt.
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="flex items-center gap-2 text-xs font-medium tracking-wide text-slate-600 uppercase">
        <Icon size={16} className="text-brand-700" aria-hidden />
        {label}
      </dt>
      <dd className="mt-1 pl-6 text-sm font-semibold text-slate-900">{value}</dd>
    </div>
  )
}

/** The Apply link, as the apply panel and the phones' sticky bar both show it; every click is counted (the beacon). */
function ApplyLink({ slug, apply, testId, className }: { slug: string; apply: ApplyLinkTarget; testId: string; className: string }) {
  const counted = () => sendJobBeacon(slug, 'apply')
  return (
    <a
      href={apply.url}
      onClick={counted}
      // A middle click opens the link in a new tab without a click event.
      onAuxClick={(event) => event.button === 1 && counted()}
      target="_blank"
      rel="noopener noreferrer"
      data-testid={testId}
      {...{ [APPLY_BEACON_ATTRIBUTE]: '' }}
      // Centred: the icon's column is reserved, so the label does not move when the icon arrives after it on a slow phone.
      className={`grid w-full grid-cols-[minmax(0,auto)_16px] items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 ${className}`}
    >
      <span>{apply.label}</span>
      <ExternalLink size={16} aria-hidden />
    </a>
  )
}

export default function JobDetailScreen() {
  const { slug = '' } = useParams()
  const { data: job, isLoading, isError } = useJob(slug)
  useJobViewBeacon(job?.slug)
  const brand = useBrand(job && !job.company.logo ? domainOf(job.company.website) : null)

  const head = seoHead(
    job
      ? {
          title: `${job.title} at ${job.company.name}`,
          description: `${job.title} at ${job.company.name} (${JOB_TYPE_LABELS[job.type]}, ${job.location?.name ?? 'Remote'}). ${plainText(job.description)}`,
          keywords: [job.title, job.company.name, job.category?.name ?? 'remote jobs', ...job.skills.map((s) => s.name), 'remote job', 'digital nomad'],
          canonicalPath: `/jobs/${job.slug}`,
          labels: [{ label: 'Company', value: job.company.name }],
          jsonLd: [
            // A source whose terms forbid passing its jobs on (Remotive's to Google Jobs): no JobPosting.
            ...(NOT_SYNDICATED_SOURCES.includes(job.source as JobProviderId) ? [] : [jobPostingJsonLd(job)]),
            breadcrumbJsonLd([
              { name: 'Home', path: '/' },
              { name: 'Jobs', path: '/search' },
              { name: job.title, path: `/jobs/${job.slug}` },
            ]),
          ],
        }
      : {},
  )

  if (isLoading) return <PageSpinner label="Loading job" />
  if (isError || !job)
    return <NotFoundState title="Job Not Found" message="The job you're looking for doesn't exist or has been removed." action={{ to: '/search', label: 'Browse All Jobs' }} />

  const apply = applyLinkFor(job)
  const logo = job.company.logo ?? brand.data?.logo ?? brand.data?.icon ?? null

  return (
    <>
      {head}
      {/* Runs only from the server's HTML (React never runs a script it inserts); the source differs by build. */}
      <script dangerouslySetInnerHTML={{ __html: jobBeaconScript(job.slug) }} suppressHydrationWarning />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <Link to="/search" className="inline-flex min-h-6 items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
          <ArrowLeft size={16} aria-hidden /> Back to Jobs
        </Link>
        <div className="mt-4 grid gap-8 lg:grid-cols-3">
          <article className="space-y-6 lg:col-span-2">
            {/* On phones the Save button gets its own row under the title, so the two never overlap. */}
            <header className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 sm:flex-row sm:items-start">
              <div className="flex min-w-0 flex-1 items-start gap-4">
                <CompanyLogo name={job.company.name} logo={logo} size={64} />
                <div className="min-w-0 flex-1">
                  <h1 data-testid="job-title" className="text-2xl font-bold break-words text-slate-900">
                    {job.title}
                  </h1>
                  <p className="mt-1 text-slate-700">
                    <CompanyName company={job.company} />
                  </p>
                  {(job.featured || job.placement) && (
                    <div className="mt-2 flex flex-wrap gap-1.5">
                      {job.placement && <SponsoredLabel />}
                      {job.featured && <span className="inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">Featured</span>}
                    </div>
                  )}
                </div>
              </div>
              <div className="shrink-0 self-start">
                <SaveJobButton jobSlug={job.slug} />
              </div>
            </header>

            {/* Right under the title, so a phone shows who may apply on the first screen. */}
            <section aria-labelledby="who-can-apply" className="rounded-xl border border-slate-200 bg-white p-6">
              <h2 id="who-can-apply" className="text-lg font-semibold text-slate-900">Who can apply</h2>
              <p className="mt-1 text-slate-700">{whoCanApply(job.eligibility)}</p>
              {job.locationText && <p className="mt-1 text-sm text-slate-500">As posted: “{job.locationText}”</p>}
              <ApplyFromBadge eligibility={job.eligibility} />
            </section>

            <dl className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-6 sm:grid-cols-2 lg:grid-cols-3">
              <Fact icon={Briefcase} label="Job Type" value={JOB_TYPE_LABELS[job.type]} />
              <Fact icon={MapPin} label="Location" value={job.location?.name ?? 'Not specified'} />
              <SalaryFact job={job} />
              <Fact icon={Clock} label="Time Zone" value={job.eligibility.timezones ? windowLabel(job.eligibility.timezones) : job.timezone || 'Flexible'} />
              <Fact icon={GraduationCap} label="Experience" value={EXPERIENCE_LABELS[job.experienceLevel] ?? capitalise(job.experienceLevel)} />
              <Fact icon={Calendar} label="Posted Date" value={formatPostedDate(job.postedAt)} />
            </dl>

            <section className="rounded-xl border border-slate-200 bg-white p-6">
              <h2 className="text-lg font-semibold text-slate-900">Job Description</h2>
              <div className="job-description mt-3 space-y-3 text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_h3]:mt-4 [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc" dangerouslySetInnerHTML={{ __html: job.description }} />
            </section>

            {job.skills.length > 0 && (
              <section className="rounded-xl border border-slate-200 bg-white p-6">
                <h2 className="text-lg font-semibold text-slate-900">Skills</h2>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {job.skills.map((skill) => (
                    <li key={skill.id} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700">
                      {skill.name}
                    </li>
                  ))}
                </ul>
              </section>
            )}

            <AdSlot slot="job-detail" format="horizontal" />

            <section className="rounded-xl border border-slate-200 bg-white p-6">
              <h2 className="text-lg font-semibold text-slate-900">About {job.company.name}</h2>
              <p className="mt-2 text-slate-700">
                {job.company.name} is hiring remotely{job.category ? ` in ${job.category.name}` : ''}. Learn more about the team and its culture on the company's website.
              </p>
              <div className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
                {job.company.slug && (
                  <Link to={`/companies/${job.company.slug}`} className="inline-flex min-h-6 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
                    Who they hire, hours, pay and all their jobs
                  </Link>
                )}
                {job.company.website && (
                  <a href={job.company.website} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-6 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
                    Visit website <ExternalLink size={14} aria-hidden />
                  </a>
                )}
              </div>
            </section>
          </article>

          <div className="space-y-6">
            <section aria-label="Apply" className="rounded-xl border border-slate-200 bg-white p-6 lg:sticky lg:top-24">
              <h2 className="text-lg font-semibold text-slate-900">Interested in this job?</h2>
              <p className="mt-1 text-sm text-slate-600">Applications are handled on the original posting.</p>
              <ApplyLink slug={job.slug} apply={apply} testId="apply-button" className="mt-4 py-3" />
              {job.applyLinkCheckedAt && (
                // A cached page hydrates later than it was rendered: "45 minutes ago" may read "46" by then, and that is not an error.
                <p suppressHydrationWarning className="mt-2 text-center text-xs text-slate-500">
                  Apply link checked {timeAgo(new Date(job.applyLinkCheckedAt), new Date())}
                </p>
              )}
              {job.alsoListedOn.length > 0 && <p className="mt-1 text-center text-xs text-slate-500">{alsoListedOnLabel(job.alsoListedOn)}</p>}
              <div className="mt-4 border-t border-slate-100 pt-3 text-center">
                <ReportJobControl slug={job.slug} />
              </div>
            </section>
            <ToolkitPromo pick={() => stableFraction(job.slug)} />
          </div>
          {/*
            Phones and tablets: the apply panel comes after the whole description, so Apply also rides along at the
            bottom of the screen from the first screen on (sticky at the end of the job's grid, CSS only), above the
            bottom navigation and beside the quick-action button.
          */}
          <div className="sticky bottom-20 z-30 mr-16 md:bottom-6 lg:hidden">
            <ApplyLink slug={job.slug} apply={apply} testId="apply-bar" className="h-14 shadow-lg" />
          </div>
        </div>
      </div>
    </>
  )
}
