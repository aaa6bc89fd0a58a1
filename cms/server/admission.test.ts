import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAdmission } from './admission'

describe('createAdmission', () => {
  afterEach(() => vi.useRealTimers())

  it('takes up to maxInFlight at once, and a release frees one place, once', () => {
    vi.useFakeTimers()
    const admission = createAdmission({ maxInFlight: 2, maxEventLoopDelayMs: 0, targetLatencyMs: 0 })
    const first = admission.enter() as () => void
    expect(typeof admission.enter()).toBe('function')
    expect(admission.inFlight()).toBe(2)
    first()
    // A second release of the same request frees nothing more.
    first()
    expect(admission.inFlight()).toBe(1)
    expect(typeof admission.enter()).toBe('function')
    expect(admission.enter()).toBeInstanceOf(Promise)
  })

  describe('a request finding every place taken', () => {
    it('waits for one at most 250 ms: it gets the first place freed, or is refused', async () => {
      vi.useFakeTimers()
      const admission = createAdmission({ maxInFlight: 1, maxEventLoopDelayMs: 0, targetLatencyMs: 0 })
      const first = admission.enter() as () => void
      const second = admission.enter()
      expect(second).toBeInstanceOf(Promise)
      vi.advanceTimersByTime(200)
      first()
      const admitted = await second
      expect(typeof admitted).toBe('function')
      expect(admission.inFlight()).toBe(1)
      // The next one waits its 250 ms and is refused.
      const third = admission.enter()
      vi.advanceTimersByTime(250)
      expect(await third).toBe('in_flight')
      ;(admitted as () => void)()
      expect(admission.inFlight()).toBe(0)
    })

    it('waits behind no more requests than there are places, first come first served', async () => {
      vi.useFakeTimers()
      const admission = createAdmission({ maxInFlight: 2, maxEventLoopDelayMs: 0, targetLatencyMs: 0 })
      const held = [admission.enter(), admission.enter()] as (() => void)[]
      const waiting = [admission.enter(), admission.enter()]
      expect(admission.enter()).toBe('in_flight')
      held[0]!()
      expect(typeof (await waiting[0])).toBe('function')
      vi.advanceTimersByTime(250)
      expect(await waiting[1]).toBe('in_flight')
    })
  })

  it('refuses while the event loop is later than its limit, and takes work again once it is not', () => {
    let delay = 250
    const admission = createAdmission({ maxInFlight: 0, maxEventLoopDelayMs: 100, targetLatencyMs: 0, eventLoopDelayMs: () => delay })
    expect(admission.enter()).toBe('event_loop')
    delay = 40
    expect(typeof admission.enter()).toBe('function')
  })

  it('with both limits at 0 takes everything', () => {
    const admission = createAdmission({ maxInFlight: 0, maxEventLoopDelayMs: 0, targetLatencyMs: 0 })
    for (let i = 0; i < 1000; i++) expect(typeof admission.enter()).toBe('function')
  })

  describe('the adaptive limit', () => {
    // The waits for a place run on timers: the tests move them on themselves.
    beforeEach(() => vi.useFakeTimers())

    /** An admission with a ceiling of `ceiling`, on a clock of the test's own, with every value of its limit kept. */
    function onClock(ceiling = 48) {
      let clock = 0
      const limits: number[] = []
      const admission = createAdmission({ maxInFlight: ceiling, maxEventLoopDelayMs: 0, targetLatencyMs: 500, now: () => clock, onLimit: (limit) => limits.push(limit) })
      const take = (count: number, timed = true) => Array.from({ length: count }, () => admission.enter(timed))
      const released = (entries: ReturnType<typeof take>) => entries.filter((entry) => typeof entry === 'function')
      /** `count` timed requests asked for at once; those let in answered after `tookMs` (a window of 250 ms or more), those waiting given up first. */
      const answer = (count: number, tookMs: number) => {
        const releases = released(take(count))
        vi.advanceTimersByTime(250)
        clock += Math.max(250, tookMs)
        for (const release of releases) release()
      }
      return { admission, limits, take, released, answer, advance: (ms: number) => (clock += ms) }
    }

    it('starts at eight, and grows by at most two places a window while requests wait for one', () => {
      const { admission, limits, take, released, advance } = onClock()
      expect(admission.limit()).toBe(8)
      // A burst all at once: eight places and two grown, the rest wait for a place (and give up, none freeing).
      const burst = take(14)
      expect(released(burst)).toHaveLength(10)
      expect(burst.slice(10).every((entry) => entry instanceof Promise)).toBe(true)
      expect(admission.limit()).toBe(10)
      vi.advanceTimersByTime(250)
      advance(250)
      const next = released(take(10))
      expect(next).toHaveLength(2)
      expect(limits).toEqual([8, 9, 10, 11, 12])
      vi.advanceTimersByTime(250)
      // While places are free it does not grow.
      for (const release of released(burst)) release()
      advance(250)
      expect(released(take(10))).toHaveLength(10)
      expect(admission.limit()).toBe(12)
    })

    it('never grows past the ceiling (ADMISSION_MAX_IN_FLIGHT)', () => {
      const { admission, take, released } = onClock(9)
      expect(released(take(12))).toHaveLength(9)
      expect(admission.limit()).toBe(9)
    })

    it('is cut by a quarter while more than one answer in ten is slower than the target, to no fewer than four, and does not grow meanwhile', async () => {
      const { admission, take, released, answer, advance } = onClock()
      answer(10, 900)
      expect(admission.limit()).toBe(7)
      // The last window was slow: a request finding every place taken is refused, not given a new one.
      const held = released(take(7))
      expect(held).toHaveLength(7)
      advance(250)
      const refused = admission.enter(true)
      vi.advanceTimersByTime(250)
      expect(await refused).toBe('in_flight')
      held.forEach((release) => release())
      for (let i = 0; i < 10; i++) answer(5, 900)
      expect(admission.limit()).toBe(4)
      // Quick answers again (four places, so two rounds make the five a window needs): it grows as requests ask.
      answer(4, 300)
      answer(4, 300)
      advance(250)
      expect(released(take(12))).toHaveLength(6)
      expect(admission.limit()).toBe(6)
    })

    it('one slow answer in ten is not enough, and untimed requests (writes) are not judged', () => {
      const { admission, take, released, answer, advance } = onClock()
      const quick = released(take(9))
      const slow = admission.enter(true) as () => void
      advance(100)
      for (const release of quick) release()
      advance(800)
      slow()
      expect(admission.limit()).toBe(10)
      const writes = released(take(10, false))
      advance(5_000)
      for (const release of writes) release()
      answer(5, 300)
      expect(admission.limit()).toBe(10)
      // The writes' slowness did not stop the growth.
      expect(released(take(14))).toHaveLength(12)
      vi.advanceTimersByTime(250)
      expect(admission.limit()).toBe(12)
    })

    it('waits for five answers before it judges a window', () => {
      const { admission, answer } = onClock()
      answer(4, 900)
      expect(admission.limit()).toBe(8)
      answer(1, 900)
      expect(admission.limit()).toBe(6)
    })
  })
})
