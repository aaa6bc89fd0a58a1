import { chromium } from '@playwright/test'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] })
const p = await b.newPage()
const counts = {}
p.on('request', (r) => { const u = r.url().replace(/\?.*/, ''); counts[u] = (counts[u] || 0) + 1 })
p.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 200)))
p.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 300)))
await p.goto(process.argv[2])
await p.waitForTimeout(8000)
console.log(Object.entries(counts).filter(([, n]) => n > 0).map(([u, n]) => `${n} ${u}`).join('\n'))
await b.close()
