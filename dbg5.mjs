import { chromium } from '@playwright/test'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] })
const p = await b.newPage()
await p.goto(process.argv[2] + '/faq')
await p.waitForTimeout(2000)
const r = await p.evaluate(async () => { const t0 = performance.now(); const ctl = new AbortController(); setTimeout(() => ctl.abort(), 4000); try { const r = await fetch('/api/auth/session', { signal: ctl.signal }); const txt = await r.text(); return [r.status, txt, performance.now() - t0] } catch (e) { return ['err', String(e), performance.now() - t0] } })
console.log(r)
await b.close()
