import { Component, createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { createPath, matchRoutes, parsePath, Router, useLocation, useRoutes, type Location, type LoaderFunctionArgs, type Navigator, type RouteObject, type To } from 'react-router-dom'
import { PageSpinner } from '@web/components/ui/Spinner'
import { NavigationPending } from '@web/lib/navigationPending'
import { routeErrorOf } from './missing'
import { RouteErrorScreen } from './RouteError'
import { screenStillHeld } from './screenOnUse'

/**
 * The browser's router: React Router's declarative mode (useRoutes under a Router) over the route table the
 * server's data router runs (routes.tsx), with the three parts of a data router the site uses: a navigation shows
 * the new screen once its lazy screen and its loaders are done (the old one stays until then), a loader's
 * `redirect` replaces the address, and a loader's not-found answer or a screen that throws renders the route's
 * error screen. The data router itself (createBrowserRouter, RouterProvider) weighs 14 KB more on every page
 * (docs/performance.md).
 */

/** What a finished navigation shows: its location and the error of its deepest route, if any. */
interface Shown {
  location: Location
  error?: unknown
}

/** The error the shown location's loaders gave; the deepest route renders it. */
const ShownError = createContext<unknown>(undefined)

type Outcome = { redirect: string } | { error?: unknown }

/** Loads the matched routes' lazy screens and runs their loaders (which fill the query cache), as the data router does. */
async function prepare(routes: RouteObject[], location: Location): Promise<Outcome> {
  const matches = matchRoutes(routes, location) ?? []
  const request = new Request(new URL(`${location.pathname}${location.search}`, window.location.origin))
  try {
    const results = await Promise.all(
      matches.map(async ({ route, params }) => {
        const [, result] = await Promise.all([
          typeof route.lazy === 'function' ? route.lazy().then((loaded) => Object.assign(route, loaded, { lazy: undefined })) : null,
          typeof route.loader === 'function' ? route.loader({ request, params, context: undefined } as LoaderFunctionArgs) : null,
        ])
        return result
      }),
    )
    const redirect = results.find((result): result is Response => result instanceof Response && result.status >= 300 && result.status < 400)
    return redirect ? { redirect: redirect.headers.get('Location') ?? '/' } : {}
  } catch (thrown) {
    return { error: routeErrorOf(thrown) }
  }
}

/** A route's error screen for what its screen throws while rendering; a new location tries the screen again. */
class RenderErrorBoundary extends Component<{ location: Location; children: ReactNode }, { error?: unknown; location: Location }> {
  state: { error?: unknown; location: Location } = { location: this.props.location }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  static getDerivedStateFromProps(props: { location: Location }, state: { location: Location }) {
    return props.location !== state.location ? { error: undefined, location: props.location } : null
  }

  render() {
    return this.state.error === undefined ? this.props.children : <RouteErrorScreen error={this.state.error} />
  }
}

/** One route of the table: its screen (or element), inside its error boundary when it has an error element. */
function RouteElement({ route }: { route: RouteObject }) {
  const error = useContext(ShownError)
  const location = useLocation()
  const Screen = route.Component
  const content = Screen ? <Screen /> : (route.element ?? null)
  if (!route.errorElement) return content
  const failed = !route.children && error !== undefined
  return <RenderErrorBoundary location={location}>{failed ? <RouteErrorScreen error={error} /> : content}</RenderErrorBoundary>
}

/** The table as useRoutes reads it: every route rendered by RouteElement (lazy screens are loaded by `prepare`). */
function declarative(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({ path: route.path, element: <RouteElement route={route} />, children: route.children && declarative(route.children) }))
}

/** The browser's address as a router location (the state React Router keeps in history entries, under `usr`). */
function currentLocation(): Location {
  const entry = (window.history.state ?? {}) as { usr?: unknown; key?: string }
  const { pathname, search, hash } = window.location
  return { pathname, search, hash, state: entry.usr ?? null, key: entry.key ?? 'default' }
}

/** The routes of the shown location, under a router whose address moves once the next screen is ready. */
function ShownRoutes({ table, error }: { table: RouteObject[]; error: unknown }) {
  return <ShownError.Provider value={error}>{useRoutes(table)}</ShownError.Provider>
}

/**
 * The app's router. `hydrated` says the server rendered the page: its screens were loaded before hydrating and
 * its data came with it, so the first render shows it at once (with the server's route error). A link or
 * `navigate` changes the address only when the next screen is ready, as the data router did: what is on screen
 * always belongs to the address (the back and forward buttons change it first, as in any router).
 */
export function BrowserRoutes({ routes, hydrated, hydrationError }: { routes: RouteObject[]; hydrated: boolean; hydrationError?: unknown }) {
  const [table] = useState(() => declarative(routes))
  const [shown, setShown] = useState<Shown | null>(() => (hydrated ? { location: currentLocation(), error: hydrationError } : null))
  const [pending, setPending] = useState(false)
  const latest = useRef(0)

  /** Prepares `target`, then writes the address (`write`, none for the back button) and shows it; a newer navigation wins. */
  const go = useCallback(
    async (target: Location, write?: 'push' | 'replace') => {
      if (screenStillHeld()) {
        // The server's HTML of the held screen is still the page (screenOnUse.tsx): the server renders the next one.
        window.location[write === 'replace' ? 'replace' : 'assign'](createPath(target))
        return
      }
      const id = ++latest.current
      setPending(true)
      const outcome = await prepare(routes, target)
      if (id !== latest.current) return
      if ('redirect' in outcome) {
        // The redirect takes the place of the address asked for (a link to /jobs leaves /search in history).
        void go({ ...parsePathname(outcome.redirect), state: null, key: newKey() }, write ?? 'replace')
        return
      }
      if (write) window.history[write === 'push' ? 'pushState' : 'replaceState']({ usr: target.state, key: target.key }, '', createPath(target))
      // As the data router does: the finished navigation renders in a transition.
      startTransition(() => {
        setShown({ location: target, error: outcome.error })
        setPending(false)
      })
    },
    [routes],
  )

  const navigator = useMemo<Navigator>(
    () => ({
      createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
      go: (delta) => window.history.go(delta),
      push: (to, state) => void go({ ...parsePathname(to), state: state ?? null, key: newKey() }, 'push'),
      replace: (to, state) => void go({ ...parsePathname(to), state: state ?? null, key: newKey() }, 'replace'),
    }),
    [go],
  )

  useEffect(() => {
    const onPop = () => void go(currentLocation())
    window.addEventListener('popstate', onPop)
    // A page the server did not render: its screen and data are loaded first.
    if (!hydrated) void go(currentLocation())
    return () => window.removeEventListener('popstate', onPop)
  }, [go, hydrated])

  if (!shown) return <PageSpinner />
  return (
    <NavigationPending.Provider value={pending}>
      <Router location={shown.location} navigator={navigator}>
        <ShownRoutes table={table} error={shown.error} />
      </Router>
    </NavigationPending.Provider>
  )
}

/** A path or partial path as a location's pathname, search and hash. */
function parsePathname(to: To): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const path = typeof to === 'string' ? parsePath(to) : to
  return { pathname: path.pathname ?? window.location.pathname, search: path.search ?? '', hash: path.hash ?? '' }
}

const newKey = () => Math.random().toString(36).slice(2, 10)
