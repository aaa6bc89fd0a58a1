import { Search } from 'lucide-react'
import { Select } from 'radix-ui'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useLocations } from '@web/lib/taxonomy/getLocations'

/** Select items must not have an empty value: 'anywhere' stands for no location. */
const ANY_LOCATION = '__any__'

/**
 * The compact search form: no required fields; the keyword is added only when non-empty and the
 * location only when chosen; submitting goes to /search with the query string (plus the page's category).
 */
export function SearchForm({ initialQuery = '', initialLocation = '', category }: { initialQuery?: string; initialLocation?: string; category?: string }) {
  const navigate = useNavigate()
  const locations = useLocations()
  const [q, setQ] = useState(initialQuery)
  const [location, setLocation] = useState(initialLocation || ANY_LOCATION)

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const params = new URLSearchParams()
    if (q.trim()) params.set('q', q.trim())
    if (location !== ANY_LOCATION) params.set('location', location)
    if (category) params.set('category', category)
    const qs = params.toString()
    navigate(`/search${qs ? `?${qs}` : ''}`)
  }

  return (
    <form role="search" onSubmit={submit} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:flex-row">
      <label className="flex flex-1 items-center gap-2 rounded-lg border border-slate-200 px-3">
        <Search size={16} className="text-slate-400" aria-hidden />
        <span className="sr-only">Keywords</span>
        <input
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder="Job title, skill or company"
          maxLength={200}
          className="h-10 w-full bg-transparent text-sm outline-none"
        />
      </label>
      <Select.Root value={location} onValueChange={setLocation}>
        <Select.Trigger aria-label="Location" className="inline-flex h-12 items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 text-sm sm:h-auto sm:w-52">
          {/* Written here rather than copied from the closed list after mounting, so it is in the server's HTML. */}
          <Select.Value>{(locations.data ?? []).find((l) => l.slug === location)?.name ?? 'Anywhere'}</Select.Value>
          <Select.Icon className="text-slate-400">▾</Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content position="popper" sideOffset={4} className="z-50 max-h-72 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
            <Select.Viewport>
              <Select.Item value={ANY_LOCATION} className="cursor-pointer rounded px-3 py-1.5 text-sm outline-none data-[highlighted]:bg-brand-50">
                <Select.ItemText>Anywhere</Select.ItemText>
              </Select.Item>
              {(locations.data ?? []).map((l) => (
                <Select.Item key={l.slug} value={l.slug} className="cursor-pointer rounded px-3 py-1.5 text-sm outline-none data-[highlighted]:bg-brand-50">
                  <Select.ItemText>{l.name}</Select.ItemText>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
      <button type="submit" className="h-10 rounded-lg bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700 sm:h-auto">
        Search
      </button>
    </form>
  )
}
