import { JobSearchForm } from '@web/components/jobs/JobSearchForm'

/** The home hero's search field: words only, to /search?q= (empty words open the whole list). */
export function HeroSearch() {
  return <JobSearchForm look="hero" label="Search remote jobs" fieldLabel="Search remote jobs" />
}
