import http from 'node:http'
const mode = process.argv[2]
if (mode === 'undici7') { const u = await import('undici'); u.getGlobalDispatcher() }
if (mode === 'payload') await import('payload')
const sym1 = globalThis[Symbol.for('undici.globalDispatcher.1')]
let held
const server = http.createServer((req, res) => { console.log('server saw', req.method, req.url); if (req.url === '/held') held = res; else res.end('quick') })
await new Promise((r) => server.listen(0, '127.0.0.1', r))
const base = `http://127.0.0.1:${server.address().port}`
const first = fetch(`${base}/held`)
await new Promise((r) => setTimeout(r, 100))
const t = setTimeout(() => { console.log(mode, 'dispatcher', sym1?.constructor?.name, 'second fetch HUNG'); process.exit(1) }, 3000)
const second = await fetch(`${base}/api/x`, { method: 'POST', body: '{}' })
console.log(mode, 'dispatcher', sym1?.constructor?.name, 'second', second.status, await second.text())
clearTimeout(t); held.end('done'); console.log('first', await (await first).text()); server.close(); process.exit(0)
