import type { Judgement, LinkVerdict } from './classifyProbe'

/** What we remember about a job's apply link between checks (one row of job_link_checks). */
export interface LinkState {
  status: LinkVerdict
  reason: string
  checkedAt: Date
  firstDeadAt: Date | null
  nextCheckAt: Date
  unknownStreak: number
  /** The checker expired this job; a later live result revives it (a provider's expiry is never undone here). */
  expiredJob: boolean
}

export interface LinkTiming {
  /** Two dead results at least this far apart expire a job (LINK_RECHECK_MINUTES). */
  recheckMs: number
}

const HOUR = 3_600_000
/** A live link is looked at again a day later. */
export const LIVE_RECHECK_MS = 24 * HOUR
/** "Not now" answers (429, 403, time-outs) back off from one hour, doubling, to a week. */
const UNKNOWN_BACKOFF_MS = HOUR
const UNKNOWN_BACKOFF_MAX_MS = 7 * 24 * HOUR

export interface Transition {
  state: LinkState
  /** Take the job off the board now. */
  expire: boolean
  /** Put a job the checker had expired back on the board. */
  revive: boolean
}

/**
 * The rule for one new judgement. A single dead result never expires a job: it is checked again after
 * `recheckMs`, and only a second dead result that far apart expires it. Unknown results neither count
 * for nor against it. A live result clears the dead streak and revives a job the checker expired.
 */
export function nextLinkState(previous: LinkState | null, judgement: Judgement, now: Date, timing: LinkTiming): Transition {
  const at = (ms: number) => new Date(now.getTime() + ms)
  const expiredJob = previous?.expiredJob ?? false
  const base = { status: judgement.verdict, reason: judgement.reason, checkedAt: now }
  switch (judgement.verdict) {
    case 'live':
      return {
        state: { ...base, firstDeadAt: null, nextCheckAt: at(LIVE_RECHECK_MS), unknownStreak: 0, expiredJob: false },
        expire: false,
        revive: expiredJob,
      }
    case 'dead': {
      const firstDeadAt = previous?.firstDeadAt ?? now
      const confirmed = now.getTime() - firstDeadAt.getTime() >= timing.recheckMs
      return {
        state: { ...base, firstDeadAt, nextCheckAt: at(timing.recheckMs), unknownStreak: 0, expiredJob: expiredJob || confirmed },
        expire: confirmed && !expiredJob,
        revive: false,
      }
    }
    case 'unknown': {
      const unknownStreak = (previous?.unknownStreak ?? 0) + 1
      const backoff = Math.min(UNKNOWN_BACKOFF_MS * 2 ** (unknownStreak - 1), UNKNOWN_BACKOFF_MAX_MS)
      return {
        state: { ...base, firstDeadAt: previous?.firstDeadAt ?? null, nextCheckAt: at(backoff), unknownStreak, expiredJob },
        expire: false,
        revive: false,
      }
    }
  }
}
