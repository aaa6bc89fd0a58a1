import { monitorEventLoopDelay } from 'node:perf_hooks'

/** Why a request was refused: too many at once, or the event loop is already late. */
export type RefusalReason = 'in_flight' | 'event_loop'

export interface AdmissionLimits {
  /** Requests worked on at once at most (the adaptive limit's ceiling); 0 for no limit. */
  maxInFlight: number
  /** Highest mean event-loop delay (ms) over the last sample at which new work is still taken; 0 for no gate. */
  maxEventLoopDelayMs: number
  /**
   * The time (ms) within which nine in ten timed requests should be answered; while more take longer, the limit on
   * requests at once comes down, and it goes back up while they do not. 0 keeps the limit at `maxInFlight`.
   */
  targetLatencyMs: number
  /** Where the delay is read (tests pass their own); by default the process's own event loop. */
  eventLoopDelayMs?: () => number
  /** The clock (tests pass their own). */
  now?: () => number
  /** Told each new value of the limit (the metrics gauge). */
  onLimit?: (limit: number) => void
}

export interface Admission {
  /**
   * A request asks to be worked on: its release (call once, when its answer ends), why it is refused, or, when every
   * place is taken, either of those after a short wait. A timed request's time from here to its release is what the
   * adaptive limit reads.
   */
  enter(timed?: boolean): (() => void) | RefusalReason | Promise<(() => void) | RefusalReason>
  inFlight(): number
  /** Requests taken at once now. */
  limit(): number
}

/** How often the delay is read, and the histogram's own timer (its resolution, subtracted as Fastify's under-pressure does). */
const SAMPLE_MS = 250
const RESOLUTION_MS = 10

/**
 * The event loop's mean delay over the last sample, from Node's own histogram (`monitorEventLoopDelay`, a timer in
 * libuv: no JavaScript runs to measure). When the process is short of CPU (its own work, or the machine's other
 * processes) every timer and every answer is late by about this much.
 */
function eventLoopDelaySampler(): () => number {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS })
  histogram.enable()
  let delayMs = 0
  setInterval(() => {
    delayMs = Number.isNaN(histogram.mean) ? 0 : Math.max(0, histogram.mean / 1e6 - RESOLUTION_MS)
    histogram.reset()
  }, SAMPLE_MS).unref()
  return () => delayMs
}

/** How the limit moves: it starts low, grows by at most a few places a window when they are needed and the answers are quick, and is cut by a share when they are slow. */
const WINDOW_MS = 250
const ANSWERS_TO_JUDGE = 5
const SLOW_SHARE = 0.1
const LOWER_BY = 0.75
const STARTING_LIMIT = 8
const GROWTH_PER_WINDOW = 2
const LOWEST_LIMIT = 4

/**
 * The limit on requests at once, adapted to how late the answers are (as Netflix's concurrency limits do). It
 * grows only while requests find every place taken and the last judged window's answers were quick, by at most
 * a few places a window: an ordinary busy moment is met by those and a short wait for a place, but a flood meets a
 * limit that has not grown for it yet. (Starting at 48, the first seconds of a flood were spent on the 48 let in,
 * while every new connection, cached pages' included, waited in the kernel's accept queue.) When more than one
 * timed answer in ten of a window took longer than the target, the work already let in is more than the process
 * finishes in time, so fewer are let in. A fixed limit cannot do both: one low enough for a flood refuses requests
 * in an ordinary busy second, one high enough for that lets a flood queue for seconds.
 */
function adaptiveLimit(ceiling: number, targetMs: number, now: () => number, onLimit: (limit: number) => void) {
  let limit = Math.min(ceiling, STARTING_LIMIT)
  let windowStart = now()
  let answers = 0
  let slow = 0
  let lastWindowSlow = false
  let growthWindowStart = windowStart
  let grown = 0
  const set = (next: number) => {
    if (next === limit) return
    limit = next
    onLimit(limit)
  }
  const judge = (at: number) => {
    if (answers < ANSWERS_TO_JUDGE || at - windowStart < WINDOW_MS) return
    lastWindowSlow = slow / answers > SLOW_SHARE
    if (lastWindowSlow) set(Math.max(LOWEST_LIMIT, Math.floor(limit * LOWER_BY)))
    windowStart = at
    answers = slow = 0
  }
  onLimit(limit)
  return {
    current: () => limit,
    /** A request finds every place taken: one more place, if the answers are quick and this window has growth left. */
    grow(at: number): boolean {
      if (lastWindowSlow || limit >= ceiling) return false
      if (at - growthWindowStart >= WINDOW_MS) {
        growthWindowStart = at
        grown = 0
      }
      if (grown >= GROWTH_PER_WINDOW) return false
      grown++
      set(limit + 1)
      return true
    },
    answered(tookMs: number, at: number) {
      answers++
      if (tookMs > targetMs) slow++
      judge(at)
    },
  }
}

/** How long a request that finds every place taken waits for one, and how many wait at most (as many as there are places). */
const LONGEST_WAIT_MS = 250

type Release = () => void

/**
 * Adaptive admission, in the shape of Fastify's under-pressure and Netflix's concurrency limits: a request is
 * taken only while fewer than the limit are being worked on and the event loop is not late. One that finds every
 * place taken waits for one at most LONGEST_WAIT_MS (a busy moment passes; a flood does not), behind no more
 * waiting requests than there are places; otherwise it is refused (the caller answers 503 with Retry-After) instead
 * of waiting in a queue behind work the box cannot finish in time. The decision is made before any of the
 * request's own work runs, so a refused write changes nothing, and an admitted one always runs to its end.
 */
export function createAdmission(limits: AdmissionLimits): Admission {
  const delayMs = limits.maxEventLoopDelayMs > 0 ? (limits.eventLoopDelayMs ?? eventLoopDelaySampler()) : () => 0
  const now = limits.now ?? (() => performance.now())
  const adaptive = limits.maxInFlight > 0 && limits.targetLatencyMs > 0 ? adaptiveLimit(limits.maxInFlight, limits.targetLatencyMs, now, limits.onLimit ?? (() => {})) : undefined
  const limit = () => adaptive?.current() ?? limits.maxInFlight
  const waiting: { timed: boolean; arrivedAt: number; resolve: (admitted: Release | RefusalReason) => void; timer: NodeJS.Timeout }[] = []
  let inFlight = 0

  const take = (timed: boolean, arrivedAt: number): Release => {
    inFlight++
    let released = false
    return () => {
      if (released) return
      released = true
      inFlight--
      if (timed && adaptive) {
        const at = now()
        adaptive.answered(at - arrivedAt, at)
      }
      handOn()
    }
  }
  // A place freed goes to the request that has waited longest.
  const handOn = () => {
    while (waiting.length > 0 && inFlight < limit()) {
      const next = waiting.shift()!
      clearTimeout(next.timer)
      next.resolve(take(next.timed, next.arrivedAt))
    }
  }
  // Its time for the adaptive limit counts from its arrival: the wait is part of what its client feels.
  const wait = (timed: boolean, arrivedAt: number) =>
    new Promise<Release | RefusalReason>((resolve) => {
      const giveUp = () => {
        waiting.splice(waiting.indexOf(entry), 1)
        resolve('in_flight')
      }
      const entry = { timed, arrivedAt, resolve, timer: setTimeout(giveUp, LONGEST_WAIT_MS) }
      waiting.push(entry)
    })

  return {
    enter(timed = false) {
      if (limits.maxEventLoopDelayMs > 0 && delayMs() > limits.maxEventLoopDelayMs) return 'event_loop'
      const arrivedAt = now()
      if (limits.maxInFlight > 0 && inFlight >= limit() && !adaptive?.grow(arrivedAt)) {
        return waiting.length < limit() ? wait(timed, arrivedAt) : 'in_flight'
      }
      return take(timed, arrivedAt)
    },
    inFlight: () => inFlight,
    limit,
  }
}
