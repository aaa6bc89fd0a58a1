import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'

/** The centred message block of the alert link screens. */
export function Notice({ icon, title, children, role }: { icon: ReactNode; title: string; children?: ReactNode; role?: 'status' | 'alert' }) {
  return (
    <section className="mx-auto max-w-lg px-4 py-20 text-center" role={role}>
      <div className="mx-auto flex justify-center">{icon}</div>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
      {children}
      <Link to="/search" className="mt-6 inline-block font-medium text-brand-700 hover:underline">
        Search remote jobs
      </Link>
    </section>
  )
}
