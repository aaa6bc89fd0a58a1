import { AtSign, Briefcase, Camera } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { useCategories } from '@web/lib/taxonomy/getCategories'
import { useLocations } from '@web/lib/taxonomy/getLocations'
import { spaSettings } from '@web/lib/settings'
import { SITE_NAME } from '@web/lib/site'
import { FOOTER_CATEGORY_COUNT, FOOTER_LEGAL, FOOTER_LOCATION_COUNT, FOOTER_RESOURCES, POST_A_JOB_LINK, type NavEntry } from './navigation'

/** Our own accounts, from the build's settings; a network whose address is not set shows no icon. */
const SOCIAL_LINKS = [
  { href: spaSettings.VITE_SOCIAL_X_URL, label: 'X (Twitter)', icon: AtSign },
  { href: spaSettings.VITE_SOCIAL_LINKEDIN_URL, label: 'LinkedIn', icon: Briefcase },
  { href: spaSettings.VITE_SOCIAL_INSTAGRAM_URL, label: 'Instagram', icon: Camera },
].filter((link): link is typeof link & { href: string } => Boolean(link.href))

function Column({ title, links }: { title: string; links: NavEntry[] }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-300">{title}</h2>
      <ul className="space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to + link.label}>
            <Link to={link.to} className="inline-flex min-h-6 items-center text-slate-400 hover:text-white">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function Footer({ newsletter }: { newsletter?: ReactNode }) {
  const categories = useCategories().data ?? []
  const locations = useLocations().data ?? []

  const browse: NavEntry[] = [
    { to: '/search', label: 'All Remote Jobs' },
    { to: '/categories', label: 'All Categories' },
    ...categories.slice(0, FOOTER_CATEGORY_COUNT).map((c) => ({ to: `/categories/${c.slug}`, label: c.name })),
  ]
  const places: NavEntry[] = [
    { to: '/locations', label: 'All Locations' },
    ...locations.slice(0, FOOTER_LOCATION_COUNT).map((l) => ({ to: `/locations/${l.slug}`, label: `Jobs in ${l.name}` })),
  ]

  return (
    <footer className="on-dark bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <Column title="Browse" links={browse} />
        <Column title="Locations" links={places} />
        <Column title="Resources" links={FOOTER_RESOURCES} />
        <Column title="Company" links={[POST_A_JOB_LINK, ...FOOTER_LEGAL]} />
        <div>{newsletter}</div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm sm:flex-row">
          <p>
            © {new Date().getFullYear()} {SITE_NAME}. All rights reserved.
          </p>
          <div className="flex gap-4">
            {SOCIAL_LINKS.map(({ href, label, icon: Icon }) => (
              <a key={label} href={href} aria-label={label} target="_blank" rel="noopener noreferrer" className="inline-flex h-6 w-6 items-center justify-center hover:text-white">
                <Icon size={18} />
              </a>
            ))}
          </div>
        </div>
      </div>
    </footer>
  )
}
