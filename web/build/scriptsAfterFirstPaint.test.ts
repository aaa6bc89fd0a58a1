// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
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
  function runLoader(visibility: DocumentVisibilityState) {
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
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('adds the scripts only after the first frame has painted', () => {
    const { frames, added } = runLoader('visible')
    vi.runAllTimers()
    expect(added()).toEqual([])
    // A frame's callbacks run before it paints; the timer they set runs after.
    frames.forEach((frame) => frame(0))
    expect(added()).toEqual([])
    vi.runAllTimers()
    expect(added()).toEqual(['link modulepreload /assets/react-B.js', 'link modulepreload /assets/query-C.js', 'script module /assets/index-A.js'])
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
