import { Menu, X } from 'lucide-react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router-dom'
import { HashTrigger } from '@web/components/ui/HashTrigger'
import { useSession } from '@web/lib/session/getSession'
import { useCategories } from '@web/lib/taxonomy/getCategories'
import { scrollToTopSoon } from '@web/lib/scrollToTopSoon'
import { GUIDE_PRICE_LABEL, SITE_NAME } from '@web/lib/site'
import { HEADER_NAV, POST_A_JOB_LINK, type NavEntry } from './navigation'

// Only signed-in visitors see the menu, after the session check: its menu library loads then.
const AvatarMenu = lazy(() => import('@web/components/session/AvatarMenu').then((module) => ({ default: module.AvatarMenu })))

const AUTH_PATHS = ['/auth', '/login', '/register']
const MOBILE_MENU_ID = 'mobile-menu'

// px-2.5: the nine entries, 'Post a Job', the guide button and the account fit in one row at 1280 px.
function navClass(isActive: boolean): string {
  return `whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`
}

function HeaderLink({ entry }: { entry: NavEntry }) {
  return (
    <NavLink to={entry.to} end={entry.to === '/'} onClick={scrollToTopSoon} className={({ isActive }) => navClass(isActive)}>
      <span className="relative inline-flex items-center gap-1.5">
        {entry.label}
        {entry.to === '/blog' && (
          <span aria-hidden className="relative flex h-2 w-2">
            <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-brand-500 opacity-75" />
            <span className="relative inline-flex h-2 w-2 rounded-full bg-brand-600" />
          </span>
        )}
      </span>
    </NavLink>
  )
}

/** A full page load to /buy-guide, which hands the visitor to the static checkout page. */
function GuideButton() {
  return (
    <a
      href="/buy-guide"
      className="inline-flex items-center gap-2 whitespace-nowrap rounded-lg bg-amber-400 px-3 py-2 text-sm font-semibold text-slate-950 shadow hover:bg-amber-300"
    >
      Get Guide + Templates <span className="rounded bg-white/20 px-1.5 py-0.5 text-xs">{GUIDE_PRICE_LABEL}</span>
    </a>
  )
}

const signInClass = 'rounded-lg border border-brand-600 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50'

/** The grey box where the account's button will be: a status with its words for screen readers (a bare `div` may not carry a label). */
function AccountPlaceholder({ className = '' }: { className?: string }) {
  return (
    <div role="status" className={`h-9 w-20 animate-pulse rounded-lg bg-slate-200 ${className}`}>
      <span className="sr-only">Loading account</span>
    </div>
  )
}

function SessionState() {
  const { user, loading } = useSession()
  const placeholder = <AccountPlaceholder />
  // The session is asked for by script: without one (CSS `scripting: none`) it never arrives, so Sign In shows. A
  // read-first page is served only to visitors without a session, so it shows Sign In while its scripts wait.
  if (loading)
    return (
      <>
        <AccountPlaceholder className="noscript:hidden read-first:hidden" />
        <Link to="/auth" className={`hidden noscript:inline-flex read-first:inline-flex ${signInClass}`}>
          Sign In
        </Link>
      </>
    )
  if (user)
    return (
      <Suspense fallback={placeholder}>
        <AvatarMenu user={user} />
      </Suspense>
    )
  return (
    <Link to="/auth" className={signInClass}>
      Sign In
    </Link>
  )
}

/**
 * Pages are rendered signed out on the server; the session arrives after hydration. Sign In, the loading
 * placeholder and the avatar take turns in one box of fixed size, so the header around them never moves.
 */
function SessionControl() {
  return (
    <div className="flex h-10 w-20 shrink-0 items-center justify-end">
      <SessionState />
    </div>
  )
}

/**
 * The phone menu's one account entry: 'Sign In / Register' (also before the session is known, and without
 * JavaScript), or the avatar menu once signed in. The guide has one entry there too, the spec's 'Nomad Guide'.
 */
function MenuAccountEntry({ active }: { active: boolean }) {
  const { user } = useSession()
  if (user)
    return (
      <div className="mt-2 flex lg:hidden">
        <SessionControl />
      </div>
    )
  return (
    // From 1024 px the bar holds the Sign In button itself.
    <Link to="/auth" onClick={scrollToTopSoon} className={`${navClass(active)} lg:hidden`}>
      Sign In / Register
    </Link>
  )
}

export function Header() {
  const { pathname } = useLocation()
  const [menuOpen, setMenuOpen] = useState(false)
  useCategories() // The header loads the category list; the footer reads the same cache.

  useEffect(() => setMenuOpen(false), [pathname])

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4">
        <Link to="/" onClick={scrollToTopSoon} className="shrink-0 whitespace-nowrap text-lg font-bold text-brand-700">
          {SITE_NAME}
        </Link>
        {/* The spec's eight entries need the width of 1280 px; below it they are in the menu, so none wraps. The
            links start right after the name and the spare width is after them: a slow phone paints the header
            before all of it has arrived, and links placed from the left stay where they are as the rest comes. */}
        <nav aria-label="Main" className="hidden flex-1 items-center gap-0.5 xl:flex">
          {HEADER_NAV.map((entry) => (
            <HeaderLink key={entry.to} entry={entry} />
          ))}
        </nav>
        {/* From 1024 px employers, the guide and the account stay in the bar, the menu button beside them until 1280. */}
        <div className="ml-auto hidden items-center gap-2 lg:flex xl:ml-0">
          <Link to={POST_A_JOB_LINK.to} onClick={scrollToTopSoon} className={`whitespace-nowrap ${signInClass}`}>
            {POST_A_JOB_LINK.label}
          </Link>
          <GuideButton />
          <SessionControl />
        </div>
        <HashTrigger
          targetId={MOBILE_MENU_ID}
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 xl:hidden"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          onActivate={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X size={22} /> : <Menu size={22} />}
        </HashTrigger>
      </div>
      {/* Always in the page: script opens it by state; before hydration the menu button is a link to it (CSS `:target`). */}
      <nav id={MOBILE_MENU_ID} aria-label="Mobile menu" className={`border-t border-slate-200 bg-white px-4 py-3 target:block xl:hidden ${menuOpen ? '' : 'hidden'}`}>
          <div className="flex flex-col gap-1">
            {HEADER_NAV.map((entry) => (
              <HeaderLink key={entry.to} entry={entry} />
            ))}
            <Link to="/nomad-guide" onClick={scrollToTopSoon} className={navClass(pathname === '/nomad-guide')}>
              Nomad Guide <span className="ml-1 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-800">{GUIDE_PRICE_LABEL}</span>
            </Link>
            <HeaderLink entry={POST_A_JOB_LINK} />
            <MenuAccountEntry active={AUTH_PATHS.includes(pathname)} />
          </div>
      </nav>
    </header>
  )
}
