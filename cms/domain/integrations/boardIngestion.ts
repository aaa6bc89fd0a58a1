import type { Payload } from 'payload'
import type { IngestionRun, JobBoard } from '@cms/payload-types'
import type { AtsId } from '@cms/contract/providers'
import type { BoardRunStatus } from '@cms/contract/jobBoards'
import { fetchJsonIfChanged, ProviderError } from '@cms/lib/providerFetch'
import { BOARD_CLIENTS } from './clients/ats'
import { ingestItems, type IngestCounts } from './ingestItems'
import { loadExisting } from './upsertJobs'

const MAX_REASONS = 200

/** What one board's run found, as recorded in its `lastRun`. */
interface BoardRun {
  status: BoardRunStatus
  fetched: number
  remoteKept: number
  counts: IngestCounts | null
  error: string | null
  httpStatus: number | null
}

const noCounts = (): IngestCounts => ({ created: 0, updated: 0, unchanged: 0, expired: 0, skipped: 0, skippedReasons: [] })

/**
 * One run of every enabled board of an ATS, board by board. Each board is a complete snapshot of its company's
 * openings: a posting missing from a successful fetch of that board is expired; a board that fails (a wrong
 * token's 404, a timeout, malformed JSON) expires nothing and records its error; a 304 to our conditional
 * request changes nothing. Answers the run's totals for `ingestion-runs`.
 */
export async function ingestBoards(payload: Payload, ats: AtsId): Promise<Partial<IngestionRun>> {
  const { docs: boards } = await payload.find({ collection: 'job-boards', where: { ats: { equals: ats }, enabled: { equals: true } }, pagination: false, depth: 0, overrideAccess: true })
  const total = { ...noCounts(), fetched: 0, failed: [] as string[] }
  for (const board of boards) {
    const run = await ingestBoard(payload, board)
    total.fetched += run.fetched
    const counts = run.counts ?? noCounts()
    for (const key of ['created', 'updated', 'unchanged', 'expired', 'skipped'] as const) total[key] += counts[key]
    total.skippedReasons.push(...counts.skippedReasons)
    if (run.status === 'failed') total.failed.push(`${board.token}: ${run.error}`)
  }
  const allFailed = boards.length > 0 && total.failed.length === boards.length
  return {
    status: allFailed ? 'failed' : 'succeeded',
    fetched: total.fetched,
    created: total.created,
    updated: total.updated,
    unchanged: total.unchanged,
    expired: total.expired,
    skipped: total.skipped,
    skippedReasons: total.skippedReasons.slice(0, MAX_REASONS),
    error: total.failed.length ? `${total.failed.length} of ${boards.length} boards failed (nothing of theirs expired): ${total.failed.slice(0, 20).join('; ')}` : null,
  }
}

/** Reads one board and records its health; never throws for the board's own failure. */
export async function ingestBoard(payload: Payload, board: JobBoard): Promise<BoardRun> {
  const client = BOARD_CLIENTS[board.ats](board.token)
  let run: BoardRun
  let validators = board.validators ?? null
  let company = board.company
  try {
    const answer = await fetchJsonIfChanged(client.postingsUrl, validators)
    validators = answer.validators
    if (answer.notModified) {
      run = { status: 'not-modified', fetched: board.lastRun?.fetched ?? 0, remoteKept: board.lastRun?.remoteKept ?? 0, counts: null, error: null, httpStatus: 304 }
    } else {
      const { items, company: named } = client.read(answer.body)
      // A board its company's employer connected keeps that company's name; another takes the board's own.
      if (!board.connectedCompany) company = named ?? (company === board.token && client.fetchCompanyName ? ((await client.fetchCompanyName().catch(() => null)) ?? company) : company)
      const remote = items.filter((item) => client.isRemote(item))
      const existing = await loadExisting(payload, board.ats, `${board.token}:`)
      const counts = await ingestItems(payload, board.ats, remote, { rawId: client.rawId, normalise: (raw) => client.normalise(raw, company) }, existing)
      run = { status: 'succeeded', fetched: items.length, remoteKept: remote.length, counts, error: null, httpStatus: null }
    }
  } catch (error) {
    const status = error instanceof ProviderError ? error.status : null
    payload.logger.warn(`[ingest] ${board.ats} board ${board.token}: ${(error as Error).message}`)
    run = { status: 'failed', fetched: 0, remoteKept: 0, counts: null, error: (error as Error).message || 'Fetch failed', httpStatus: status === 200 ? null : status }
  }
  await payload.update({
    collection: 'job-boards',
    id: board.id,
    overrideAccess: true,
    context: { boardRun: true },
    data: {
      company,
      validators: run.status === 'failed' ? board.validators : { etag: validators?.etag ?? null, lastModified: validators?.lastModified ?? null },
      lastRun: {
        at: new Date().toISOString(),
        status: run.status,
        fetched: run.fetched,
        remoteKept: run.remoteKept,
        created: run.counts?.created ?? 0,
        expired: run.counts?.expired ?? 0,
        error: run.error,
        httpStatus: run.httpStatus,
      },
    },
  })
  return run
}
