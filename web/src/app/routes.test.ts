import { QueryClient } from '@tanstack/react-query'
import type { RouteObject } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { RESERVED_PAGE_SLUGS } from '@cms/contract/pages'
import { createRoutes } from './routes'

function paths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.path ? [route.path] : []), ...paths(route.children ?? [])])
}

describe('the routes and the pages from /cms', () => {
  it('reserves the first segment of every screen, so a page can never hide behind one', () => {
    const firstSegments = paths(createRoutes(() => new QueryClient()))
      .map((path) => path.split('/')[1] ?? '')
      .filter((segment) => segment && !segment.startsWith(':') && segment !== '*')
    expect(firstSegments.length).toBeGreaterThan(30)
    for (const segment of new Set(firstSegments)) expect(RESERVED_PAGE_SLUGS, `/${segment}`).toContain(segment)
  })
})
