import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
const url = process.argv[2]!
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] })
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
const a = r!.lhr.audits
const v = (id: string) => Math.round(a[id]?.numericValue ?? 0)
console.log('perf', r!.lhr.categories.performance.score, 'FCP', v('first-contentful-paint'), 'LCP', v('largest-contentful-paint'), 'SI', v('speed-index'), 'TBT', v('total-blocking-time'), 'TTI', v('interactive'))
for (const id of ['largest-contentful-paint-element', 'render-blocking-resources', 'long-tasks', 'bootup-time', 'mainthread-work-breakdown']) {
  const d = a[id]?.details as any
  console.log('--', id, a[id]?.displayValue ?? '')
  for (const it of (d?.items ?? []).slice(0, 10)) console.log('  ', JSON.stringify(it).slice(0, 300))
}
await chrome.kill()
process.exit(0)
