// @vitest-environment happy-dom
import { act, useState, type ComponentType } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// React's act() warns unless the environment says it is a test (Testing Library sets this for its own renders).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** Each test starts from a page load: the module's state (held, released) is the page's. */
let onUse: typeof import('./screenOnUse')
beforeEach(async () => {
  vi.resetModules()
  onUse = await import('./screenOnUse')
})

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

/** A screen with a button that counts its clicks, as its code loads from a chunk. */
function counterScreen() {
  const clicks = { count: 0 }
  function Counter() {
    const [count, setCount] = useState(0)
    return (
      <button
        type="button"
        onClick={() => {
          clicks.count++
          setCount(count + 1)
        }}
      >
        Clicked {count}
      </button>
    )
  }
  const load = vi.fn(async () => ({ default: Counter as ComponentType }))
  return { clicks, load }
}

/** The server's HTML of the screen (its code loaded), hydrated by a page whose own screen waits for `load`. */
async function hydrateServerPage(load: ReturnType<typeof counterScreen>['load']) {
  const server = onUse.screenOnUse(load)
  await server.preload()
  document.body.innerHTML = `<div id="root">${renderToString(<server.Component />)}</div>`
  // What the server loaded is not the browser's download.
  load.mockClear()
  const client = onUse.screenOnUse(load)
  await act(async () => {
    root = hydrateRoot(document.getElementById('root')!, <client.Component />)
  })
  return document.querySelector('button')!
}

describe('usesPage', () => {
  const on = (html: string) => {
    document.body.innerHTML = html
    return document.body.firstElementChild!
  }

  it("reads a scroll, a wheel and a touch that starts off a control as a reader's", () => {
    expect(onUse.usesPage({ type: 'scroll', target: window })).toBe(false)
    expect(onUse.usesPage({ type: 'wheel', target: on('<p>text</p>') })).toBe(false)
    expect(onUse.usesPage({ type: 'touchstart', target: on('<p>text</p>') })).toBe(false)
    expect(onUse.usesPage({ type: 'pointerdown', pointerType: 'touch', target: on('<a href="/jobs">a job</a>') })).toBe(false)
    expect(onUse.usesPage({ type: 'pointermove', pointerType: 'touch', target: on('<p>text</p>') })).toBe(false)
  })

  it('reads a touch on a control, a mouse, a key, a focus and a click as a use of the page', () => {
    expect(onUse.usesPage({ type: 'pointerdown', pointerType: 'touch', target: on('<button><svg></svg></button>').firstElementChild })).toBe(true)
    expect(onUse.usesPage({ type: 'touchstart', target: on('<select><option>1</option></select>') })).toBe(true)
    expect(onUse.usesPage({ type: 'pointermove', pointerType: 'mouse', target: on('<p>text</p>') })).toBe(true)
    for (const type of ['keydown', 'focusin', 'click', 'pointermove']) expect(onUse.usesPage({ type, target: on('<p>text</p>') }), type).toBe(true)
  })
})

describe('screenOnUse', () => {
  it('hydrates with the screen at once when nothing holds it', async () => {
    const { clicks, load } = counterScreen()
    const server = onUse.screenOnUse(load)
    await server.preload()
    document.body.innerHTML = `<div id="root">${renderToString(<server.Component />)}</div>`
    const client = onUse.screenOnUse(load)
    await client.preload()
    await act(async () => {
      root = hydrateRoot(document.getElementById('root')!, <client.Component />)
    })
    act(() => document.querySelector('button')!.click())
    expect(clicks.count).toBe(1)
    expect(document.querySelector('button')!.textContent).toBe('Clicked 1')
  })

  it("keeps a held screen as the server's HTML through a scroll; a tap on its button loads it and is clicked once it runs", async () => {
    const { clicks, load } = counterScreen()
    onUse.holdScreensUntilUse()
    expect(onUse.screensHeld()).toBe(true)
    const button = await hydrateServerPage(load)
    expect(load).not.toHaveBeenCalled()
    expect(button.textContent).toBe('Clicked 0')

    window.dispatchEvent(new Event('scroll'))
    window.dispatchEvent(new Event('wheel'))
    await act(async () => {})
    expect(load).not.toHaveBeenCalled()

    // The tap reaches no handler in the server's HTML; the screen loads, hydrates, and the tap is made again.
    await act(async () => button.click())
    expect(load).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(onUse.screenStillHeld()).toBe(false))
    await act(() => new Promise((resolve) => setTimeout(resolve)))
    expect(clicks.count).toBe(1)
    expect(document.querySelector('button')!.textContent).toBe('Clicked 1')
    expect(onUse.screensHeld()).toBe(false)
  })

  it('says the screen is held until the visitor uses the page and it is hydrated', async () => {
    const { clicks, load } = counterScreen()
    onUse.holdScreensUntilUse()
    await hydrateServerPage(load)
    window.dispatchEvent(new Event('scroll'))
    await act(async () => {})
    expect(onUse.screenStillHeld()).toBe(true)

    await act(async () => window.dispatchEvent(new KeyboardEvent('keydown')))
    await vi.waitFor(() => expect(onUse.screenStillHeld()).toBe(false))
    expect(load).toHaveBeenCalledTimes(1)
    expect(clicks.count).toBe(0)
    act(() => document.querySelector('button')!.click())
    expect(clicks.count).toBe(1)
  })
})
