import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { searchPath } from '../followedSearch'

interface NoticeProps {
  icon: ReactNode
  title: string
  children?: ReactNode
  role?: 'status' | 'alert'
  /** The alert's own search, when the screen knows the alert: the closing link opens it instead of a blank search. */
  search?: string
  /** Links shown before the search link (e.g. the alert's manage page). */
  links?: ReactNode
}

const linkClass = 'font-medium text-brand-700 hover:underline'

/** The centred message block of the alert link screens, closing with a way on: the alert's jobs or the search. */
export function Notice({ icon, title, children, role, search, links }: NoticeProps) {
  return (
    <section className="mx-auto max-w-lg px-4 py-20 text-center" role={role}>
      <div className="mx-auto flex justify-center">{icon}</div>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
      {children}
      <div className="mt-6 flex flex-wrap items-center justify-center gap-x-6 gap-y-3">
        {links}
        <Link to={searchPath(search ?? '')} className={linkClass}>
          {search === undefined ? 'Search remote jobs' : 'See matching jobs'}
        </Link>
      </div>
    </section>
  )
}

/** A link in the notice's closing row. */
export function NoticeLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={linkClass}>
      {children}
    </Link>
  )
}
