import type { Pool } from 'pg'
import { judgeProbe, type Probe } from './classifyProbe'
import { loadDueLinks, saveChecks, savePassSummary, type CheckedLink, type DueLink, type PassSummary } from './linkCheckStore'
import { nextLinkState } from './nextLinkState'
import { metrics } from '@cms/lib/metrics'
import { LINK_VERDICTS } from '@cms/contract/linkCheckValues'

export interface PassOptions {
  probe: (url: string) => Promise<Probe>
  recheckMs: number
  /** At most this many links per pass; the rest wait for the next one (they stay the most urgent). */
  batch: number
  /** Hosts checked at the same time (each host's own links go one after another, at its rate). */
  concurrency: number
  /** No new check starts after this long, so a pass ends before the next one is due. */
  budgetMs: number
  /** The host gate's interval: with the budget, it bounds how many links of one host a pass takes. */
  hostIntervalMs: number
  now?: () => Date
}

/** Checks are saved in batches: one transaction (and at most one cache flush) per this many. */
const SAVE_EVERY = 200

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase()
  } catch {
    return ''
  }
}

/** Links grouped by host, the host holding the most urgent link first. */
function lanesByHost(due: readonly DueLink[]): DueLink[][] {
  const lanes = new Map<string, DueLink[]>()
  for (const link of due) {
    const host = hostOf(link.applyUrl)
    const lane = lanes.get(host)
    if (lane) lane.push(link)
    else lanes.set(host, [link])
  }
  return [...lanes.values()]
}

/**
 * One pass of the apply-link checker: takes the most urgent links, checks hosts side by side (a host's
 * own links in turn, so the host gate's rate holds without idle waiting), judges each answer, and saves
 * the results in batches, expiring and reviving jobs as `nextLinkState` decides.
 */
export async function runLinkCheckPass(pool: Pool, options: PassOptions): Promise<PassSummary> {
  const now = options.now ?? (() => new Date())
  const startedAt = now()
  const deadline = startedAt.getTime() + options.budgetMs
  const summary: PassSummary = { startedAt, finishedAt: startedAt, checked: 0, live: 0, dead: 0, unknown: 0, expired: 0, revived: 0 }
  const lanes = lanesByHost(await loadDueLinks(pool, startedAt, options.batch, Math.max(1, Math.ceil(options.budgetMs / Math.max(1, options.hostIntervalMs)))))
  let pending: CheckedLink[] = []
  let saving: Promise<void> = Promise.resolve()

  const flush = () => {
    const batch = pending
    pending = []
    saving = saving.then(() => saveChecks(pool, batch))
    return saving
  }

  const checkOne = async (link: DueLink) => {
    const judgement = judgeProbe(link.applyUrl, await options.probe(link.applyUrl))
    const transition = nextLinkState(link.previous, judgement, now(), { recheckMs: options.recheckMs })
    summary.checked += 1
    summary[judgement.verdict] += 1
    if (transition.expire) summary.expired += 1
    if (transition.revive) summary.revived += 1
    pending.push({ jobId: link.jobId, transition })
    if (pending.length >= SAVE_EVERY) await flush()
  }

  let nextLane = 0
  const worker = async () => {
    while (nextLane < lanes.length) {
      const lane = lanes[nextLane++]!
      for (const link of lane) {
        if (now().getTime() >= deadline) return
        await checkOne(link)
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(options.concurrency, lanes.length) }, worker))
  await flush()
  summary.finishedAt = now()
  for (const verdict of LINK_VERDICTS) metrics.linkChecks.inc({ result: verdict }, summary[verdict])
  await savePassSummary(pool, summary)
  return summary
}
