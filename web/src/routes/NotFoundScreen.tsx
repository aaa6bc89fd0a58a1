import { Link } from 'react-router-dom'

export default function NotFoundScreen() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-4xl font-bold text-slate-900">404 Page Not Found</h1>
      <p className="mt-4 text-slate-600">The page you're looking for doesn't exist or has been moved.</p>
      <Link to="/" className="mt-8 inline-block rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">
        Back to Home
      </Link>
    </section>
  )
}
