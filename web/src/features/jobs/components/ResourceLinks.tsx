import { BookOpen, Briefcase, Newspaper } from 'lucide-react'
import { Link } from 'react-router-dom'

const RESOURCES = [
  { to: '/digital-nomad-guide', icon: BookOpen, title: 'Digital Nomad Guide', text: 'The 2025 blueprint for working remotely while you travel.' },
  { to: '/digital-nomad-toolkit', icon: Briefcase, title: 'Digital Nomad Toolkit', text: 'The tools and services we use on the road.' },
  { to: '/blog', icon: Newspaper, title: 'Nomad Blog', text: 'Guides, tips and stories from remote workers.' },
]

/** Resource cards linking to the guide, the toolkit and the blog. */
export function ResourceLinks() {
  return (
    <section aria-label="Resources" className="grid gap-4 sm:grid-cols-3">
      {RESOURCES.map(({ to, icon: Icon, title, text }) => (
        <Link key={to} to={to} className="rounded-xl border border-slate-200 bg-white p-5 hover:border-brand-500">
          <Icon size={20} className="text-brand-600" aria-hidden />
          <h3 className="mt-2 font-semibold text-slate-900">{title}</h3>
          <p className="mt-1 text-sm text-slate-600">{text}</p>
        </Link>
      ))}
    </section>
  )
}
