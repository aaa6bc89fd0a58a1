import { Search } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { MAX_QUERY_LENGTH } from '@cms/contract/jobValues'

/**
 * The home hero's search field: a real GET form to /search?q=, so it searches before (or without) the page's
 * script; with the script it navigates in the app. Empty words open the whole list.
 */
export function HeroSearch() {
  const navigate = useNavigate()
  const [q, setQ] = useState('')

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const words = q.trim()
    navigate(words ? `/search?${new URLSearchParams({ q: words })}` : '/search')
  }

  return (
    <form role="search" aria-label="Search remote jobs" method="get" action="/search" onSubmit={submit} className="mt-8 flex w-full max-w-2xl gap-2 rounded-xl bg-white p-2 shadow-lg">
      <label className="flex min-w-0 flex-1 items-center gap-2 px-2 text-slate-900">
        <Search size={18} className="shrink-0 text-slate-400" aria-hidden />
        <span className="sr-only">Search remote jobs</span>
        <input
          type="search"
          name="q"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          placeholder="Job title, skill or company"
          maxLength={MAX_QUERY_LENGTH}
          className="h-11 w-full min-w-0 bg-transparent text-base outline-none placeholder:text-slate-500"
        />
      </label>
      <button type="submit" className="h-11 shrink-0 rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700">
        Search
      </button>
    </form>
  )
}
