import { useState } from 'react'
import { JobSearchForm } from '@web/components/jobs/JobSearchForm'
import { useLocations } from '@web/lib/taxonomy/getLocations'
import { locationMenu } from '../lib/locationMenu'

/**
 * The lists' search form: words, where the job is listed (the browser's own select: a native picker on phones,
 * and no script to download) and the page's category; empty fields are left out of the URL.
 */
export function SearchForm({ initialQuery = '', initialLocation = '', category }: { initialQuery?: string; initialLocation?: string; category?: string }) {
  const locations = useLocations()
  // Controlled: the options arrive with the locations, after a defaultValue would have been applied.
  const [location, setLocation] = useState(initialLocation)
  return (
    <JobSearchForm look="compact" fieldLabel="Keywords" initialQuery={initialQuery}>
      {category && <input type="hidden" name="category" value={category} />}
      {/* Where the job is filed; where the visitor can work from is the filter panel's own question. */}
      <select
        aria-label="Where the job is listed"
        name="location"
        value={location}
        onChange={(event) => setLocation(event.target.value)}
        className="h-12 min-w-0 cursor-pointer rounded-lg border border-slate-200 bg-white px-3 text-sm sm:h-auto sm:w-52"
      >
        <option value="">Listed anywhere</option>
        {locationMenu(locations.data ?? []).map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </JobSearchForm>
  )
}
