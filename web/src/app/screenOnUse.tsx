import { Suspense, use, useEffect, type ComponentType } from 'react'
import { PageSpinner } from '@web/components/ui/Spinner'

/**
 * A read-first page whose reader only scrolled hydrates its shell (header, menus, footer) and leaves the screen
 * itself as the server's HTML, whose links and GET forms work without JavaScript; the screen's code loads on the
 * visitor's first use of the page (a click, a key, a focus, a mouse, a touch on a control).
 * A scrolling phone downloads the framework and the shell only (docs/performance.md).
 */

/** What a touch lands on when the visitor means to use it rather than scroll past it (links work without JavaScript). */
const CONTROLS = 'button, input, select, textarea, label, summary, [role="button"], [tabindex]:not(main)'
const USE_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'click'] as const
/** Marks the screen's part of the page while its code may still be loading. */
const SCREEN_ATTRIBUTE = 'data-screen-on-use'

/** The part of an intent event that tells a reader's scroll from a use of the page. */
export interface IntentEvent {
  type: string
  pointerType?: string
  target: EventTarget | null
}

/** A scroll, a wheel or a touch that does not start on a control only reads the page. */
export function usesPage(event: IntentEvent): boolean {
  if (event.type === 'scroll' || event.type === 'wheel') return false
  const touch = event.type === 'touchstart' || event.pointerType === 'touch'
  return !touch || (event.target instanceof Element && event.target.closest(CONTROLS) !== null)
}

/** From {@link holdScreensUntilUse} until the held screen is hydrated. */
let held = false
/** Set once the screens may load (the visitor used the page). */
let released = false
let release = () => {}
const used = new Promise<void>((resolve) => (release = resolve))
let screenShown = () => {}
const shown = new Promise<void>((resolve) => (screenShown = resolve))
/** A button of the held screen tapped before its handlers existed: clicked again once they do. */
let tapped: HTMLButtonElement | null = null

/** True while the screens wait for the visitor's use of the page (a route's `lazy` then does not load its screen). */
export function screensHeld(): boolean {
  return held && !released
}

/** Lets the screens load now: the visitor used the page. */
function wantScreens(): void {
  released = true
  release()
}

/**
 * True until the held screen is hydrated. A navigation then loads the next page from the server: React never
 * claimed the held screen's head elements (title, canonical, structured data), so they would outlive it.
 */
export function screenStillHeld(): boolean {
  return held
}

/**
 * A button of the held screen, tapped before its handlers exist, is the visitor's use of the page: the screen
 * loads, and the button is clicked again once it is hydrated. Submit buttons are left alone (their form works
 * without JavaScript), and so is any button outside the held screen (the shell's are hydrated).
 */
export function clickAfterScreenHydrated(button: HTMLButtonElement): boolean {
  if (!held || !button.closest(`[${SCREEN_ATTRIBUTE}]`) || (button.type !== 'button' && button.form)) return false
  tapped = button
  wantScreens()
  return true
}

/** Holds the screens back until the visitor uses the page (see above). */
export function holdScreensUntilUse(): void {
  held = true
  const onUse = (event: Event) => {
    const button = event.type === 'click' && event.target instanceof Element ? event.target.closest('button') : null
    if (!(button && clickAfterScreenHydrated(button)) && usesPage(event as PointerEvent)) wantScreens()
  }
  for (const type of USE_EVENTS) addEventListener(type, onUse, { capture: true, passive: true })
  void shown.then(() => {
    held = false
    for (const type of USE_EVENTS) removeEventListener(type, onUse, true)
    setTimeout(() => {
      if (tapped?.isConnected) tapped.click()
    })
  })
}

/** Tells {@link screenStillHeld} the held screen is on the page with its handlers. */
function ScreenShown() {
  useEffect(() => screenShown(), [])
  return null
}

/**
 * A read-first route's screen: `preload` loads its code (the server, a navigation, a visitor who used the page
 * before the app ran); `Component` renders it, or keeps the server's HTML of it until the visitor uses the page.
 */
export function screenOnUse(load: () => Promise<{ default: ComponentType }>): { Component: ComponentType; preload: () => Promise<void> } {
  let Screen: ComponentType | undefined
  let loading: Promise<void> | undefined
  let waitingForUse: Promise<void> | undefined
  const preload = () =>
    (loading ??= load().then((module) => {
      Screen = module.default
    }))
  function HeldScreen() {
    if (!Screen) use((waitingForUse ??= used.then(preload)))
    return Screen ? <Screen /> : null
  }
  // `display: contents`: the marker adds no box, the screen lays out in the page as before.
  const Component = () => (
    <div className="contents" {...{ [SCREEN_ATTRIBUTE]: '' }}>
      <Suspense fallback={<PageSpinner />}>
        <HeldScreen />
        <ScreenShown />
      </Suspense>
    </div>
  )
  return { Component, preload }
}
