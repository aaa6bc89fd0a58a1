import { describe, expect, it } from 'vitest'
import { HostGate } from './hostGate'

const INTERVAL = 100

/** Starts of requests that each acquire the gate, by host, as the gate lets them go. */
async function startsOf(gate: HostGate, hosts: string[], whileWaiting: () => void = () => {}) {
  const starts: { host: string; at: number }[] = []
  const all = Promise.all(hosts.map((host) => gate.acquire(host).then(() => starts.push({ host, at: Date.now() }))))
  whileWaiting()
  await all
  return starts
}

const gapsOf = (starts: { at: number }[]) => starts.slice(1).map((start, i) => start.at - starts[i]!.at)

describe('HostGate', () => {
  it('lets one request a host through per interval, and other hosts at once', async () => {
    const starts = await startsOf(new HostGate(INTERVAL), ['a.test', 'A.test', 'b.test', 'a.test'])
    const a = starts.filter((s) => s.host.toLowerCase() === 'a.test')
    for (const gap of gapsOf(a)) expect(gap).toBeGreaterThanOrEqual(INTERVAL - 2)
    expect(starts.find((s) => s.host === 'b.test')!.at - starts[0]!.at).toBeLessThan(INTERVAL / 2)
  })

  it('keeps the interval between real starts when the process is too busy to wake a waiter on time', async () => {
    // A busy event loop wakes the second waiter late; the third must still wait a full interval after it.
    const busyFor = (ms: number) => {
      const until = Date.now() + ms
      while (Date.now() < until) Math.sqrt(until)
    }
    const starts = await startsOf(new HostGate(INTERVAL), ['a.test', 'a.test', 'a.test'], () => setTimeout(() => busyFor(INTERVAL * 1.8), 1))
    for (const gap of gapsOf(starts)) expect(gap).toBeGreaterThanOrEqual(INTERVAL - 2)
  })
})
