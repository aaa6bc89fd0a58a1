import { Search } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useLocations } from '@web/lib/taxonomy/getLocations'
import { locationMenu } from '../lib/locationMenu'

/**
 * The compact search form: no required fields; the keyword is added only when non-empty and the
 * location only when chosen; submitting goes to /search with the query string (plus the page's category).
 * The location is the browser's own select: a native picker on phones, and no script to download.
 * It is a real GET form to /search, so it searches before (or without) the page's script; the server
 * renderer then reads an empty `q=` or `location=` as no value.
 */
export function SearchForm({ initialQuery = '', initialLocation = '', category }: { initialQuery?: string; initialLocation?: string; category?: string }) {
  const navigate = useNavigate()
  const locations = useLocations()
  const [q, setQ] = useState(initialQuery)
  const [location, setLocation] = useState(initialLocation)

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const params = new URLSearchParams()
    if (q.trim()) params.set('q', q.trim())
    if (location) params.set('location', location)
    if (category) params.set('category', category)
    const qs = params.toString()
    navigate(`/search${qs ? `?${qs}` : ''}`)
  }

  return (
    <form role="search" method="get" action="/search" onSubmit={submit} className="grid grid-cols-[1fr_auto] gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:flex sm:flex-row">
      <label className="col-span-2 flex flex-1 items-center gap-2 rounded-lg border border-slate-200 px-3">
        <Search size={16} className="text-slate-400" aria-hidden />
        <span className="sr-only">Keywords</span>
        <input
          type="search"
          name="q"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder="Job title, skill or company"
          maxLength={200}
          className="h-10 w-full bg-transparent text-sm outline-none"
        />
      </label>
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
      <button type="submit" className="h-12 rounded-lg bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700 sm:h-auto">
        Search
      </button>
    </form>
  )
}
