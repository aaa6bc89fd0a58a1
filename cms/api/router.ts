import type { Method, Route } from './route'

export type Match =
  | { kind: 'route'; route: Route; params: Record<string, string> }
  /** The path exists, but not for this method. */
  | { kind: 'method'; allow: Method[]; routes: Route[] }
  | { kind: 'none' }
  /** A `:name` segment that is not valid percent-encoding. */
  | { kind: 'malformed' }

interface PathEntry {
  segments: string[]
  byMethod: Map<Method, Route>
}

/**
 * Finds the route of a method and path. Static paths are one map lookup (the hot reads and the floor);
 * paths with `:name` segments are compared segment by segment. HEAD is answered by the GET route unless the
 * table has a HEAD route of its own.
 */
export function createRouter(routes: Route[]) {
  const byPath = new Map<string, PathEntry>()
  for (const route of routes) {
    const entry = byPath.get(route.path) ?? { segments: route.path.split('/'), byMethod: new Map() }
    if (entry.byMethod.has(route.method)) throw new Error(`${route.method} ${route.path} is declared twice`)
    entry.byMethod.set(route.method, route)
    byPath.set(route.path, entry)
  }
  const staticPaths = new Map([...byPath].filter(([path]) => !path.includes('/:')))
  const dynamicPaths = [...byPath.values()].filter((entry) => entry.segments.some((segment) => segment.startsWith(':')))

  const pick = (entry: PathEntry, method: string, params: Record<string, string>): Match => {
    const route = entry.byMethod.get(method as Method) ?? (method === 'HEAD' ? entry.byMethod.get('GET') : undefined)
    return route ? { kind: 'route', route, params } : { kind: 'method', allow: [...entry.byMethod.keys()], routes: [...entry.byMethod.values()] }
  }

  return function match(method: string, pathname: string): Match {
    const exact = staticPaths.get(pathname)
    if (exact) return pick(exact, method, {})
    const parts = pathname.split('/')
    for (const entry of dynamicPaths) {
      if (entry.segments.length !== parts.length) continue
      const params: Record<string, string> = {}
      let matches = true
      for (let i = 0; i < parts.length && matches; i++) {
        const segment = entry.segments[i]!
        if (segment.startsWith(':')) {
          if (!parts[i]) matches = false
          else {
            try {
              params[segment.slice(1)] = decodeURIComponent(parts[i]!)
            } catch {
              return { kind: 'malformed' }
            }
          }
        } else matches = segment === parts[i]
      }
      if (matches) return pick(entry, method, params)
    }
    return { kind: 'none' }
  }
}
