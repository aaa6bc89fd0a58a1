import { describe, expect, it } from 'vitest'
import { createAdmission } from './admission'

describe('createAdmission', () => {
  it('takes up to maxInFlight at once and one more for each released', () => {
    const admission = createAdmission({ maxInFlight: 2, maxEventLoopDelayMs: 0 })
    const first = admission.enter()
    const second = admission.enter()
    expect(typeof first).toBe('function')
    expect(typeof second).toBe('function')
    expect(admission.enter()).toBe('in_flight')
    ;(first as () => void)()
    // A second release of the same request frees nothing more.
    ;(first as () => void)()
    expect(admission.inFlight()).toBe(1)
    expect(typeof admission.enter()).toBe('function')
    expect(admission.enter()).toBe('in_flight')
  })

  it('refuses while the event loop is later than its limit, and takes work again once it is not', () => {
    let delay = 250
    const admission = createAdmission({ maxInFlight: 0, maxEventLoopDelayMs: 100, eventLoopDelayMs: () => delay })
    expect(admission.enter()).toBe('event_loop')
    delay = 40
    expect(typeof admission.enter()).toBe('function')
  })

  it('with both limits at 0 takes everything', () => {
    const admission = createAdmission({ maxInFlight: 0, maxEventLoopDelayMs: 0 })
    for (let i = 0; i < 1000; i++) expect(typeof admission.enter()).toBe('function')
  })
})
