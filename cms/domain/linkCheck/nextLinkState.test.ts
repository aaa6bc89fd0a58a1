import { describe, expect, it } from 'vitest'
import type { Judgement } from './classifyProbe'
import { LIVE_RECHECK_MS, nextLinkState, type LinkState } from './nextLinkState'

const MIN = 60_000
const timing = { recheckMs: 720 * MIN }
const T0 = new Date('2026-11-24T00:00:00Z')
const later = (minutes: number) => new Date(T0.getTime() + minutes * MIN)
const dead: Judgement = { verdict: 'dead', reason: '404' }
const live: Judgement = { verdict: 'live', reason: '200' }
const unknown: Judgement = { verdict: 'unknown', reason: '429' }

/** Runs a sequence of judgements at the given minutes and returns every transition. */
function replay(steps: Array<[number, Judgement]>) {
  let state: LinkState | null = null
  return steps.map(([minute, judgement]) => {
    const transition = nextLinkState(state, judgement, later(minute), timing)
    state = transition.state
    return transition
  })
}

describe('nextLinkState', () => {
  it('never expires a job on one dead result, and checks it again after the recheck time', () => {
    const [first] = replay([[0, dead]])
    expect(first!.expire).toBe(false)
    expect(first!.state.nextCheckAt).toEqual(later(720))
  })

  it('expires on a second dead result at least the recheck time apart, once', () => {
    const steps = replay([[0, dead], [719, dead], [720, dead], [1440, dead]])
    expect(steps.map((step) => step.expire)).toEqual([false, false, true, false])
    expect(steps[3]!.state.expiredJob).toBe(true)
  })

  it('lets unknown results count neither way, and backs them off', () => {
    const steps = replay([[0, dead], [60, unknown], [120, unknown], [800, dead]])
    expect(steps[1]!.state.nextCheckAt).toEqual(later(60 + 60))
    expect(steps[2]!.state.nextCheckAt).toEqual(later(120 + 120))
    expect(steps[3]!.expire).toBe(true)
  })

  it('clears the dead streak on a live result, and revives a job the checker expired', () => {
    const steps = replay([[0, dead], [720, dead], [1500, live], [1600, dead], [1700, dead]])
    expect(steps[2]).toMatchObject({ revive: true, expire: false, state: { firstDeadAt: null, expiredJob: false } })
    expect(steps[2]!.state.nextCheckAt).toEqual(later(1500 + LIVE_RECHECK_MS / MIN))
    // The streak started again at minute 1600, so a dead result 100 minutes later is not enough.
    expect(steps[4]!.expire).toBe(false)
  })

  it('revives nothing that the checker did not expire', () => {
    expect(replay([[0, live]])[0]!.revive).toBe(false)
  })
})
