// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Link, Outlet, redirect, type RouteObject } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BrowserRoutes } from './BrowserRoutes'
import { missing } from './missing'
import { RouteError } from './RouteError'

/** A loader that waits until the test lets it finish. */
function gate() {
  let open!: () => void
  const opened = new Promise<null>((resolve) => (open = () => resolve(null)))
  return { loader: () => opened, open }
}

function Home() {
  return (
    <>
      <h1>Home</h1>
      <Link to="/slow">slow</Link>
      <Link to="/old">old</Link>
      <Link to="/nowhere">nowhere</Link>
      <Link to="/broken">broken</Link>
    </>
  )
}

function routeTable(slowLoader: () => Promise<null>): RouteObject[] {
  return [
    {
      element: <Outlet />,
      errorElement: <RouteError />,
      children: [
        { path: '/', Component: Home, errorElement: <RouteError /> },
        { path: '/slow', lazy: async () => ({ Component: () => <h1>Slow screen</h1> }), loader: slowLoader, errorElement: <RouteError /> },
        { path: '/old', loader: () => redirect('/moved') },
        { path: '/moved', Component: () => <h1>Moved</h1>, errorElement: <RouteError /> },
        {
          path: '/broken',
          Component: () => {
            throw new Error('a screen bug')
          },
          errorElement: <RouteError />,
        },
        {
          path: '*',
          loader: () => {
            throw missing('page', 404)
          },
          errorElement: <RouteError />,
        },
      ],
    },
  ]
}

function renderAt(path: string, routes: RouteObject[], hydrationError?: unknown) {
  window.history.replaceState(null, '', path)
  return render(<BrowserRoutes routes={routes} hydrated hydrationError={hydrationError} />)
}

describe("the browser's router", () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}))
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
  })

  it('keeps the shown screen and its address until the next one is loaded and its loader is done', async () => {
    const slow = gate()
    renderAt('/', routeTable(slow.loader))
    fireEvent.click(screen.getByRole('link', { name: 'slow' }))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy()
    expect(window.location.pathname).toBe('/')
    slow.open()
    expect(await screen.findByRole('heading', { name: 'Slow screen' })).toBeTruthy()
    expect(window.location.pathname).toBe('/slow')
  })

  it("replaces the address with a loader's redirect", async () => {
    renderAt('/', routeTable(gate().loader))
    fireEvent.click(screen.getByRole('link', { name: 'old' }))
    expect(await screen.findByRole('heading', { name: 'Moved' })).toBeTruthy()
    expect(window.location.pathname).toBe('/moved')
  })

  it("renders the route's not-found screen for a loader's not-found answer", async () => {
    renderAt('/', routeTable(gate().loader))
    fireEvent.click(screen.getByRole('link', { name: 'nowhere' }))
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy()
  })

  it('renders the error screen for a screen that throws, and the next navigation shows its screen', async () => {
    renderAt('/', routeTable(gate().loader))
    fireEvent.click(screen.getByRole('link', { name: 'broken' }))
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: 'Back to Home' }))
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy()
  })

  it("hydrates the server's not-found answer (plain data from the page state)", () => {
    renderAt('/gone', routeTable(gate().loader), { status: 404, statusText: '', internal: false, data: { kind: 'page' } })
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeTruthy()
  })
})
