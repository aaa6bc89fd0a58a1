import { Search } from 'lucide-react'
import type { FormEvent, ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import { MAX_QUERY_LENGTH } from '@cms/contract/jobValues'

/** The two looks of the one search form: the home hero's large white bar, and the lists' compact card. */
const LOOKS = {
  hero: {
    // A white bar inside the dark hero: its focus outline lies on white.
    form: 'on-light mt-8 flex w-full max-w-2xl gap-2 rounded-xl bg-white p-2 shadow-lg',
    field: 'flex min-w-0 flex-1 items-center gap-2 px-2 text-slate-900',
    icon: 18,
    input: 'h-11 w-full min-w-0 bg-transparent text-base placeholder:text-slate-500',
    button: 'h-11 shrink-0 rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700',
  },
  compact: {
    form: 'grid grid-cols-[1fr_auto] gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:flex sm:flex-row',
    field: 'col-span-2 flex flex-1 items-center gap-2 rounded-lg border border-slate-200 px-3',
    icon: 16,
    input: 'h-10 w-full bg-transparent text-sm',
    button: 'h-12 rounded-lg bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700 sm:h-auto',
  },
} as const

/** The query string of a search form's fields, without the empty ones ("/search", not "/search?q=&location="). */
export function searchQueryString(form: HTMLFormElement): string {
  const params = new URLSearchParams()
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim()) params.set(name, value.trim())
  }
  return params.toString()
}

interface Props {
  look: keyof typeof LOOKS
  /** The form's name as a search landmark, when the page has more than one. */
  label?: string
  /** The words field's label (read by screen readers; the placeholder shows what to type). */
  fieldLabel: string
  initialQuery?: string
  /** More fields between the words and the button (a location choice, a fixed category). */
  children?: ReactNode
}

/**
 * The job search form of the home hero and the lists: a real GET form to /search, so it searches before (or
 * without) the page's script, and with the script it navigates in the app; empty fields are left out.
 */
export function JobSearchForm({ look, label, fieldLabel, initialQuery = '', children }: Props) {
  const navigate = useNavigate()
  const classes = LOOKS[look]
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const qs = searchQueryString(event.currentTarget)
    navigate(`/search${qs ? `?${qs}` : ''}`)
  }
  return (
    <form role="search" aria-label={label} method="get" action="/search" onSubmit={submit} className={classes.form}>
      <label className={classes.field}>
        <Search size={classes.icon} className="shrink-0 text-slate-400" aria-hidden />
        <span className="sr-only">{fieldLabel}</span>
        <input type="search" name="q" defaultValue={initialQuery} placeholder="Job title, skill or company" maxLength={MAX_QUERY_LENGTH} className={classes.input} />
      </label>
      {children}
      <button type="submit" className={classes.button}>
        Search
      </button>
    </form>
  )
}
