import { Component, createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react'
import { matchRoutes, useLocation, useNavigate, useRoutes, type Location, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom'
import { PageSpinner } from '@web/components/ui/Spinner'
import { routeErrorOf } from './missing'
import { RouteErrorScreen } from './RouteError'

/**
 * The browser's router: React Router's declarative mode (useRoutes under a BrowserRouter) over the route table the
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

/**
 * The routes of the shown location. `hydrated` says the server rendered the page: its screens were loaded before
 * hydrating and its data came with it, so the first render shows it at once (with the server's route error).
 */
export function BrowserRoutes({ routes, hydrated, hydrationError }: { routes: RouteObject[]; hydrated: boolean; hydrationError?: unknown }) {
  const location = useLocation()
  const navigate = useNavigate()
  const [table] = useState(() => declarative(routes))
  const [shown, setShown] = useState<Shown | null>(hydrated ? { location, error: hydrationError } : null)
  const shownKey = shown?.location.key
  useEffect(() => {
    if (location.key === shownKey) return
    let current = true
    void prepare(routes, location).then((outcome) => {
      if (!current) return
      if ('redirect' in outcome) navigate(outcome.redirect, { replace: true })
      // As the data router does: the finished navigation renders in a transition.
      else startTransition(() => setShown({ location, error: outcome.error }))
    })
    return () => {
      current = false
    }
  }, [routes, location, shownKey, navigate])
  const element = useRoutes(table, shown?.location ?? location)
  if (!shown) return <PageSpinner />
  return <ShownError.Provider value={shown.error}>{element}</ShownError.Provider>
}
