import { monitorEventLoopDelay } from 'node:perf_hooks'

/** Why a request was refused: too many at once, or the event loop is already late. */
export type RefusalReason = 'in_flight' | 'event_loop'

export interface AdmissionLimits {
  /** Requests worked on at once; 0 for no limit. */
  maxInFlight: number
  /** Highest mean event-loop delay (ms) over the last sample at which new work is still taken; 0 for no gate. */
  maxEventLoopDelayMs: number
  /** Where the delay is read (tests pass their own); by default the process's own event loop. */
  eventLoopDelayMs?: () => number
}

export interface Admission {
  /** A request asks to be worked on: its release (call once, when its answer ends), or why it is refused. */
  enter(): (() => void) | RefusalReason
  inFlight(): number
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

/**
 * Adaptive admission, in the shape of Fastify's under-pressure and Netflix's concurrency limits: a request is
 * taken only while fewer than `maxInFlight` are being worked on and the event loop is not late; otherwise it is
 * refused at once (the caller answers 503 with Retry-After) instead of waiting in a queue behind work the box
 * cannot finish in time. The decision is made before any of the request's own work runs, so a refused write
 * changes nothing, and an admitted one always runs to its end.
 */
export function createAdmission(limits: AdmissionLimits): Admission {
  const delayMs = limits.maxEventLoopDelayMs > 0 ? (limits.eventLoopDelayMs ?? eventLoopDelaySampler()) : () => 0
  let inFlight = 0
  return {
    enter() {
      if (limits.maxInFlight > 0 && inFlight >= limits.maxInFlight) return 'in_flight'
      if (limits.maxEventLoopDelayMs > 0 && delayMs() > limits.maxEventLoopDelayMs) return 'event_loop'
      inFlight++
      let released = false
      return () => {
        if (released) return
        released = true
        inFlight--
      }
    },
    inFlight: () => inFlight,
  }
}
