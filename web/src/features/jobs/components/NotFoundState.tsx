import { Link } from 'react-router-dom'

/** 'Job Not Found', 'Category Not Found', 'Location Not Found'. */
export function NotFoundState({ title, message, action }: { title: string; message: string; action?: { to: string; label: string } }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">{message}</p>
      {action && (
        <Link to={action.to} className="mt-6 inline-flex rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700">
          {action.label}
        </Link>
      )}
    </section>
  )
}
