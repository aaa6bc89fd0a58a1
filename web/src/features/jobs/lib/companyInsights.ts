import type { HiringGroup } from '@cms/contract/companies'
import { eligibilityBadge } from '@web/lib/jobs/eligibilityBadge'
import { isOpenTo } from '@web/lib/jobs/openTo'

const eligibilityOf = (group: HiringGroup) => ({ ...group, timezones: null })

/** "Worldwide: 2 jobs", "Germany only: 1 job": each kind of who-may-apply once, with its live jobs, most first. */
export function hiringLines(groups: HiringGroup[]): { label: string; jobs: number }[] {
  const jobsByLabel = new Map<string, number>()
  for (const group of groups) {
    const label = eligibilityBadge(eligibilityOf(group)).label
    jobsByLabel.set(label, (jobsByLabel.get(label) ?? 0) + group.jobs)
  }
  return [...jobsByLabel].map(([label, jobs]) => ({ label, jobs })).sort((a, b) => b.jobs - a.jobs)
}

/** How many of the live jobs someone living in `country` may apply to, as the lists' `country` filter counts them. */
export function jobsOpenTo(groups: HiringGroup[], country: string): number {
  return groups.reduce((open, group) => open + (isOpenTo(eligibilityOf(group), country) ? group.jobs : 0), 0)
}

/** "1 job", "3 jobs". */
export const jobsText = (count: number) => `${count} ${count === 1 ? 'job' : 'jobs'}`
