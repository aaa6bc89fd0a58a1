import { describe, expect, it } from 'vitest'
import { HostGate } from './hostGate'

const INTERVAL = 100

/** Starts of requests that each acquire the gate, by host, as the gate lets them go. */
async function startsOf(gate: HostGate, hosts: string[], whileWaiting: () => void = () => {}) {
  const starts: { host: string; at: number }[] = []
  const all = Promise.all(
    hosts.map((host) =>
      gate.acquire(host).then((sent) => {
        starts.push({ host, at: Date.now() })
        sent()
      }),
    ),
  )
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

  it('counts the interval from when the previous request was sent, however long it took to go out', async () => {
    // The first request is held back (a slow lookup or connection) after the gate let it go; the second must
    // still keep a full interval after it reached the host.
    const gate = new HostGate(INTERVAL)
    const firstSent = gate.acquire('a.test').then(async (sent) => {
      await new Promise((resolve) => setTimeout(resolve, INTERVAL * 0.8))
      sent()
      return Date.now()
    })
    const secondStart = gate.acquire('a.test').then((sent) => {
      sent()
      return Date.now()
    })
    expect((await secondStart) - (await firstSent)).toBeGreaterThanOrEqual(INTERVAL - 2)
  })
})
