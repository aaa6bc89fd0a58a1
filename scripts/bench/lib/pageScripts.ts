import { chromium, devices, type Browser } from 'playwright-core'

/** The flags the team runs Chromium with on this machine (STACK-NOTES.md). */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

/** After the network has gone quiet, how long to keep listening for scripts a page loads once it is idle. */
const SETTLE_MS = 1500

export interface PageScripts {
  /** The compressed bytes of every script file the page downloaded until idle, in KB (1024 bytes), one decimal. */
  kb: number
  files: number
  /** The same once the visitor has scrolled (read-first pages load the app on the first interaction). */
  kbAfterScroll: number
  filesAfterScroll: number
}

/**
 * Opens a page as a phone does (Lighthouse's mobile viewport and user agent, a fresh cache) and sums the
 * bytes on the wire of every script file it downloads until the network is idle: the entry, its preloads,
 * the screen's lazy chunks and whatever the page fetches once hydrated. Bytes on the wire are what the
 * server sent (brotli or gzip, as the browser negotiated), without headers; scripts inline in the HTML are
 * part of the document and not counted. Then it scrolls the page, as a reader does, and counts again until
 * idle: read-first pages load the app only then (docs/performance.md).
 */
const kilobytes = (sizes: number[]) => Math.round(sizes.reduce((sum, size) => sum + size, 0) / 102.4) / 10

export async function measurePageScripts(browser: Browser, url: string, headers?: Record<string, string>): Promise<PageScripts> {
  const context = await browser.newContext({ ...devices['Moto G4'], serviceWorkers: 'block', extraHTTPHeaders: headers })
  try {
    const page = await context.newPage()
    const pending: Promise<number>[] = []
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') pending.push(request.sizes().then((sizes) => sizes.responseBodySize))
    })
    const settle = async () => {
      await page.waitForTimeout(SETTLE_MS)
      await page.waitForLoadState('networkidle')
      return Promise.all(pending)
    }
    await page.goto(url, { waitUntil: 'networkidle' })
    const atLoad = await settle()
    await page.evaluate(() => window.scrollBy(0, 300))
    const afterScroll = await settle()
    return { kb: kilobytes(atLoad), files: atLoad.length, kbAfterScroll: kilobytes(afterScroll), filesAfterScroll: afterScroll.length }
  } finally {
    await context.close()
  }
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS })
}
