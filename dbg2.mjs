import { chromium } from '@playwright/test'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] })
const p = await b.newPage()
p.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)))
p.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 300)))
p.on('requestfailed', (r) => console.log('reqfailed', r.url(), r.failure()?.errorText))
p.on('response', (r) => { if (r.status() >= 400) console.log('http', r.status(), r.url()) })
const base = process.argv[2]
await p.goto(base + '/search?q=developer')
await p.waitForTimeout(4000)
console.log('title', await p.title())
await b.close()
