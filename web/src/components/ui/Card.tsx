import type { ReactNode } from 'react'

/** A titled white panel. */
export function Card({ title, description, children, className = '' }: { title: ReactNode; description?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-xl border border-slate-200 bg-white shadow-sm ${className}`}>
      <header className="border-b border-slate-100 p-6 pb-4">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </header>
      <div className="p-6">{children}</div>
    </section>
  )
}
