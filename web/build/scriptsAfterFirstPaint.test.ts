// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EARLY_CLICK_GLOBAL, FIRST_INTENT_GLOBAL, SCRIPTS_ON_INTENT_GLOBAL } from '../../cms/contract/ssr'
import { loadScriptsAfterFirstPaint } from './scriptsAfterFirstPaint'

const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="modulepreload" crossorigin href="/assets/query-C.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D.css">
  </head>
  <body>
    <div id="root"><!--app-html--></div>
    <!--app-state-->
  </body>
</html>`

describe('loadScriptsAfterFirstPaint', () => {
  const html = loadScriptsAfterFirstPaint(BUILT)

  it('leaves no script or preload in the head, and keeps the stylesheet there', () => {
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).not.toMatch(/<script|modulepreload/)
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D.css">')
  })

  it('adds the preloads and the entry from an inline script after the page state', () => {
    const loader = html.slice(html.indexOf('<!--app-state-->'))
    expect(loader).toMatch(/^<!--app-state-->\s*<script>.*<\/script>\s*<\/body>/s)
    expect(loader).toContain('["/assets/react-B.js","/assets/query-C.js"]')
    expect(loader).toContain('src:"/assets/index-A.js"')
  })

  /** Runs the page's inline loader as the browser would, with frames and timers under the test's control. */
  function runLoader(visibility: DocumentVisibilityState, { onIntent = false, hash = '' } = {}) {
    if (onIntent) window[SCRIPTS_ON_INTENT_GLOBAL] = 1
    window.location.hash = hash
    vi.useFakeTimers()
    const frames: FrameRequestCallback[] = []
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback))
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility)
    // Collected rather than inserted: the test has no files to load.
    const elements: Element[] = []
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => (elements.push(node as unknown as Element), node))
    const code = /<script>(.*)<\/script>\s*<\/body>/s.exec(html)![1]!
    new Function(code)()
    const added = () => elements.map((e) => `${e.tagName.toLowerCase()} ${e.getAttribute('rel') ?? e.getAttribute('type')} ${e.getAttribute('src') ?? e.getAttribute('href')}`)
    return { frames, added }
  }

  afterEach(() => {
    window[EARLY_CLICK_GLOBAL]?.()
    delete window[SCRIPTS_ON_INTENT_GLOBAL]
    delete window[FIRST_INTENT_GLOBAL]
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  const ALL = ['link modulepreload /assets/react-B.js', 'link modulepreload /assets/query-C.js', 'script module /assets/index-A.js']

  it("on a read-first page adds nothing, painted or hidden, until the visitor's first scroll, touch, key, pointer move or click", () => {
    for (const intent of [new Event('scroll'), new Event('touchstart'), new KeyboardEvent('keydown'), new Event('pointermove'), new FocusEvent('focusin'), new MouseEvent('click')]) {
      for (const visibility of ['visible', 'hidden'] as const) {
        const { frames, added } = runLoader(visibility, { onIntent: true })
        frames.forEach((frame) => frame(0))
        vi.runAllTimers()
        expect(added()).toEqual([])
        window.dispatchEvent(intent)
        window.dispatchEvent(new Event('scroll'))
        expect(added(), intent.type).toEqual(ALL)
        // The app is told which it was (a scroll hydrates the shell only): the first, not the scroll after it.
        expect(window[FIRST_INTENT_GLOBAL]?.type).toBe(intent.type)
        delete window[FIRST_INTENT_GLOBAL]
        vi.restoreAllMocks()
      }
    }
  })

  it('on a read-first page opened at a #hash (which may open a dialog) adds them after the first paint', () => {
    const { frames, added } = runLoader('visible', { onIntent: true, hash: '#follow' })
    frames.forEach((frame) => frame(0))
    vi.runAllTimers()
    expect(added()).toEqual(ALL)
  })

  it('remembers the last button tapped before the app runs, but not a submit button whose form works without it', () => {
    document.body.innerHTML = '<button id="menu"><svg></svg></button><form><button id="send">Send</button><button id="toggle" type="button">More</button></form>'
    runLoader('visible', { onIntent: true })
    document.getElementById('send')!.click()
    expect(window[EARLY_CLICK_GLOBAL]!()).toBeNull()
    runLoader('visible', { onIntent: true })
    document.querySelector('#menu svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(window[EARLY_CLICK_GLOBAL]!()?.id).toBe('menu')
    runLoader('visible', { onIntent: true })
    document.getElementById('toggle')!.click()
    const early = window[EARLY_CLICK_GLOBAL]!
    // Asked once by the app: later clicks are the app's own.
    expect(early()?.id).toBe('toggle')
    document.getElementById('menu')!.click()
    expect(early()?.id).toBe('toggle')
  })

  it('adds the scripts only after the first frame has painted', () => {
    const { frames, added } = runLoader('visible')
    vi.runAllTimers()
    expect(added()).toEqual([])
    // A frame's callbacks run before it paints; the timer they set runs after.
    frames.forEach((frame) => frame(0))
    expect(added()).toEqual([])
    vi.runAllTimers()
    expect(added()).toEqual(ALL)
  })

  it('adds them at once in a hidden tab, which does not paint', () => {
    const { frames, added } = runLoader('hidden')
    expect(frames).toEqual([])
    expect(added()).toEqual(['link modulepreload /assets/react-B.js', 'link modulepreload /assets/query-C.js', 'script module /assets/index-A.js'])
  })

  it('refuses a page whose entry script it cannot find', () => {
    expect(() => loadScriptsAfterFirstPaint('<html><body></body></html>')).toThrow(/one entry script/)
  })
})
