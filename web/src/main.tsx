import { hydrate } from '@tanstack/react-query'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { matchRoutes, type RouteObject } from 'react-router-dom'
import { EARLY_CLICK_GLOBAL, FIRST_INTENT_GLOBAL, SCRIPTS_ON_INTENT_GLOBAL } from '@cms/contract/ssr'
import { App } from './app/App'
import { PAGE_STATE_GLOBAL } from './app/pageState'
import { createQueryClient } from './app/queryClient'
import { createRoutes } from './app/routes'
import { clickAfterScreenHydrated, holdScreensUntilUse, usesPage } from './app/screenOnUse'
import { setSiteOrigin } from './lib/siteOrigin'
import { setSiteFeatures } from './lib/siteFeatures'
import './index.css'

/** Lazy screens of the server-rendered route must be loaded before hydrating, or the first render would differ. */
async function loadMatchedScreens(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      Object.assign(route, await route.lazy(), { lazy: undefined })
    }),
  )
}

async function start() {
  const state = window[PAGE_STATE_GLOBAL]
  const queryClient = createQueryClient()
  const routes = createRoutes(() => queryClient)
  const container = document.getElementById('root')!
  if (!state) {
    createRoot(container).render(<App routes={routes} queryClient={queryClient} />)
    return
  }
  setSiteOrigin(state.origin)
  setSiteFeatures(state.features)
  hydrate(queryClient, state.queries)
  // A reader who only scrolled gets the shell hydrated; the screen's code waits for their use of the page.
  const intent = window[FIRST_INTENT_GLOBAL]
  if (window[SCRIPTS_ON_INTENT_GLOBAL] && intent && !usesPage(intent)) holdScreensUntilUse()
  await loadMatchedScreens(routes)
  // A button tapped while the scripts were loading is clicked again once its handler exists (see the inline loader),
  // in a task of its own: a click dispatched inside React's commit finds the screen not yet hydrated and is dropped.
  // One in a held screen waits for the screen's code.
  const tapped = window[EARLY_CLICK_GLOBAL]?.()
  const earlyClick = tapped && !clickAfterScreenHydrated(tapped) ? tapped : null
  const replayEarlyClick = () =>
    setTimeout(() => {
      if (earlyClick?.isConnected) earlyClick.click()
    })
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking a phone's main thread.
  startTransition(() => {
    hydrateRoot(container, <App routes={routes} queryClient={queryClient} hydrated={{ routeError: state.routeError }} onHydrated={replayEarlyClick} />)
  })
}

void start()
