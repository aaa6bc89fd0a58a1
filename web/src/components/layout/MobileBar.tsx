import { BookOpen, Home, Newspaper, Search, User } from 'lucide-react'
import { NavLink } from 'react-router-dom'

const ENTRIES = [
  { to: '/', label: 'Home', icon: Home },
  { to: '/search', label: 'Jobs', icon: Search },
  { to: '/nomad-guide', label: 'Guide', icon: BookOpen },
  { to: '/blog', label: 'Blog', icon: Newspaper },
  { to: '/auth', label: 'Account', icon: User },
]

/**
 * Bottom navigation for phones: below 768 px, on every page but home. Its height is fixed: on a slow connection
 * the browser paints the page before the bar's HTML has all arrived, and a bar that grew as its labels came in
 * rose from the bottom edge, which counts as the page moving.
 */
export function MobileBar() {
  return (
    <nav aria-label="Mobile bar" className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white md:hidden">
      <ul className="grid h-13.5 grid-cols-5">
        {ENTRIES.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={to === '/'}
              className={({ isActive }) =>
                `flex flex-col items-center gap-0.5 py-2 text-xs ${isActive ? 'text-brand-700' : 'text-slate-500'}`
              }
            >
              <Icon size={20} />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
