import { chromium } from '@playwright/test'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] })
const p = await b.newPage()
await p.goto(process.argv[2] + '/faq')
await p.waitForTimeout(1500)
let done = 0
p.on('requestfinished', (r) => { if (r.url().includes(process.argv[3])) { done++; console.log('finished', r.url()) } })
await p.evaluate(async (u) => { await fetch(u); await fetch(u); }, process.argv[3])
await p.waitForTimeout(3000)
console.log('finished count (of 2, bodies unread):', done)
await b.close()
