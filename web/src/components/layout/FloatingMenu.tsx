import { ArrowUp, BookOpen, Bookmark, Compass, Newspaper, Plus, Search, Sparkles, Wrench } from 'lucide-react'
import { useRef, useState, type ComponentType } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { useSession } from '@web/lib/session/getSession'
import { scrollToTopSoon } from '@web/lib/scrollToTopSoon'
import { BACK_TO_TOP_THRESHOLD_PX } from '@web/lib/site'
import { useScrolledPast } from '@web/lib/useScrolledPast'
import { useFooterInView } from '@web/lib/useFooterInView'
import { useOverKeepClear } from '@web/lib/useOverKeepClear'

interface QuickLink {
  to: string
  label: string
  icon: ComponentType<{ size?: number }>
  /** The guide and blog entries scroll to the top once the new page has rendered. */
  scrollTop?: boolean
}

const QUICK_LINKS: QuickLink[] = [
  { to: '/search', label: 'Find Jobs', icon: Search },
  { to: '/jobs', label: 'Latest Jobs', icon: Sparkles },
  { to: '/digital-nomad-toolkit', label: 'Toolkit', icon: Wrench },
  { to: '/nomad-guide', label: 'Nomad Guide', icon: BookOpen, scrollTop: true },
  { to: '/blog', label: 'Blog', icon: Newspaper, scrollTop: true },
]

const itemClass = 'flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-medium text-slate-700 shadow-md hover:bg-brand-50'

/** The compass calls attention once the page scrolls: three bounces, and none for visitors who ask for less motion. */
const BOUNCE_A_FEW_TIMES = 'motion-safe:animate-bounce motion-safe:[animation-iteration-count:3]'

/** The floating quick-action menu. */

export function FloatingMenu() {
  const [open, setOpen] = useState(false)
  const { user } = useSession()
  const scrolled = useScrolledPast(BACK_TO_TOP_THRESHOLD_PX)
  const { pathname } = useLocation()
  const footerInView = useFooterInView(pathname)
  const box = useRef<HTMLDivElement>(null)
  const overKeepClear = useOverKeepClear(box, pathname)
  // Keep clear of content: it steps aside while the footer's links and newsletter are on screen, and while
  // a marked call to action or preview (KEEP_CLEAR) is under it (hidden, not removed, so it can tell when the
  // way is clear again); on phones (a breakpoint, so the server's HTML agrees) it waits until the first
  // screen is scrolled past. Once opened, it stays until closed.
  if (!open && footerInView) return null
  const waitsOnPhones = !open && !scrolled ? 'max-md:hidden' : ''
  const stepsAside = !open && overKeepClear ? 'invisible' : ''

  return (
    <div ref={box} className={`fixed bottom-20 right-4 z-40 flex flex-col items-end gap-2 md:bottom-6 ${waitsOnPhones} ${stepsAside}`} data-testid="floating-menu">
      {open && (
        <nav aria-label="Quick actions" className="flex flex-col items-end gap-2">
          {QUICK_LINKS.map(({ to, label, icon: Icon, scrollTop }) => (
            <Link key={to} to={to} className={itemClass} onClick={scrollTop ? scrollToTopSoon : undefined}>
              <Icon size={16} /> {label}
            </Link>
          ))}
          {user && (
            <button type="button" className={itemClass} onClick={() => window.alert('Page saved to your bookmarks!')}>
              <Bookmark size={16} /> Save Page
            </button>
          )}
        </nav>
      )}
      {scrolled && (
        // A round icon button the compass's width, not a wide pill: it covers as little of the page under it as the compass.
        <button
          type="button"
          aria-label="Back to Top"
          title="Back to Top"
          className="flex h-14 w-14 items-center justify-center rounded-full bg-white text-slate-700 shadow-md hover:bg-brand-50"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <ArrowUp size={20} aria-hidden />
        </button>
      )}
      <button
        type="button"
        aria-label={open ? 'Close quick actions' : 'Open quick actions'}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        className={`flex h-14 w-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg transition-transform hover:bg-brand-700 ${
          open ? 'rotate-45' : ''
        } ${scrolled && !open ? BOUNCE_A_FEW_TIMES : ''}`}
      >
        {open ? <Plus size={24} /> : <Compass size={24} />}
      </button>
    </div>
  )
}
