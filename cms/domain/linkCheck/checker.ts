import type { Pool } from 'pg'
import { env } from '@cms/lib/env'
import { settings } from '@cms/lib/settings'
import { addressPolicy, systemResolve } from './guardedLookup'
import { HostGate } from './hostGate'
import { probeUrl } from './probeUrl'
import { runLinkCheckPass } from './runLinkCheckPass'
import type { PassSummary } from './linkCheckStore'

/** One gate per process, so passes that follow each other keep each host's rate too. */
let gate: HostGate | null = null

/** A pass with the settings' manners: the real resolver, public addresses only, an honest User-Agent. */
export function checkApplyLinks(pool: Pool): Promise<PassSummary> {
  const config = settings()
  gate ??= new HostGate(config.LINK_CHECK_HOST_INTERVAL_MS)
  const probeOptions = {
    gate,
    resolve: systemResolve,
    isAllowedAddress: addressPolicy(config.LINK_CHECK_ALLOW_PRIVATE),
    timeoutMs: config.LINK_CHECK_TIMEOUT_MS,
    userAgent: `NomadJobsLinkChecker/1.0 (+${env.siteUrl}; checks that apply links still work)`,
  }
  return runLinkCheckPass(pool, {
    probe: (url) => probeUrl(url, probeOptions),
    recheckMs: config.LINK_RECHECK_MINUTES * 60_000,
    batch: config.LINK_CHECK_BATCH,
    concurrency: config.LINK_CHECK_CONCURRENCY,
    budgetMs: config.LINK_CHECK_PASS_SECONDS * 1000,
    hostIntervalMs: config.LINK_CHECK_HOST_INTERVAL_MS,
  })
}
