/**
 * `npm run bench:ingest`: ingests a 10,000-job Remote OK-shaped fixture served by a local fake server
 * into a throwaway embedded PostgreSQL (migrated and seeded), first into an empty source, then again
 * unchanged. Prints jobs per second for both runs and ends with one JSON line {"bench":"ingest",...}.
 * Targets: >= 1,000 jobs/s on the first run, >= 5,000 jobs/s on the unchanged re-run.
 * The ATS row (`ats` in the JSON line, after Remote OK's figures): BENCH_BOARDS (50) Lever boards of
 * BENCH_BOARD_POSTINGS (200) postings each from the same local fake server, first run and unchanged re-run, with
 * the per-host pause (PROVIDER_HOST_INTERVAL_MS) at 0 so it measures the pipeline, not the throttle.
 */
import type { IngestionRun } from '@cms/payload-types'
import { prepareInProcess, startThrowawayDatabase } from './lib/throwawayDatabase'

const JOBS = Number(process.env.BENCH_JOBS) || 10_000
const BOARDS = Number(process.env.BENCH_BOARDS) || 50
const BOARD_POSTINGS = Number(process.env.BENCH_BOARD_POSTINGS) || 200
// Every board is on the one local host: the pause between requests to a host would be the whole measurement.
process.env.PROVIDER_HOST_INTERVAL_MS = '0'
const db = await startThrowawayDatabase()
let exitCode = 0
try {
  await prepareInProcess(db)

  const { startFakeProviders } = await import('../../tests/support/fakeProviders')
  const { remoteOkFeed, remoteOkItem } = await import('../../tests/support/providerFixtures')
  const { getPayload } = await import('payload')
  const { default: config } = await import('@cms/payload.config')
  const { ingestProvider } = await import('@cms/domain/integrations/pipeline')

  const fake = await startFakeProviders()
  process.env.REMOTEOK_BASE_URL = fake.baseUrl('remoteok')
  const items = Array.from({ length: JOBS }, (_, i) => remoteOkItem(i + 1, { company: `Bench Company ${i % 2000}` }))
  fake.set('remoteok', { body: remoteOkFeed(items) })
  const payload = await getPayload({ config })

  /**
   * One timed ingestion run of a source: its rate over `count` items, one printed line (the caller's `what` names
   * the row and its figures), and a run that did not succeed ends the bench.
   */
  const timedRun = async (provider: 'remoteok' | 'lever', label: string, count: number, what: (rate: string, result: IngestionRun) => string) => {
    const started = performance.now()
    const result = await ingestProvider(payload, provider, { trigger: 'bench', ignoreEnabled: true })
    const ms = performance.now() - started
    const perSec = Math.round((count / ms) * 1000)
    console.log(`[bench] ${label}: ${what(`${(ms / 1000).toFixed(2)} s = ${perSec}`, result)}`)
    if (result.status !== 'succeeded' || result.error) throw new Error(`run ${label} ${result.status}: ${result.error}`)
    return { ms: Math.round(ms), perSec, result }
  }
  const timed = (label: string) =>
    timedRun('remoteok', label, JOBS, (rate, r) => `${JOBS} jobs in ${rate} jobs/s (created ${r.created}, updated ${r.updated}, unchanged ${r.unchanged}, expired ${r.expired}, skipped ${r.skipped})`)

  const first = await timed('first run')
  const rerun = await timed('unchanged re-run')

  // The ATS row: every board listed, then the whole set read twice.
  const { boardToken, leverBoard, remotePostings } = await import('./lib/atsBoards')
  process.env.LEVER_BASE_URL = fake.baseUrl('lever')
  // Only the bench's boards: the seed's starter boards would be asked of the fake server too (a 404 each).
  await payload.update({ collection: 'job-boards', where: { enabled: { equals: true } }, data: { enabled: false }, overrideAccess: true })
  let remote = 0
  for (let board = 0; board < BOARDS; board++) {
    fake.set('lever', { body: leverBoard(board, BOARD_POSTINGS) }, `/v0/postings/${boardToken(board)}`)
    await payload.create({ collection: 'job-boards', data: { ats: 'lever', token: boardToken(board), company: `Bench Board ${board}`, enabled: true }, overrideAccess: true })
    remote += remotePostings(board, BOARD_POSTINGS)
  }
  const postings = BOARDS * BOARD_POSTINGS
  const timedBoards = (label: string) =>
    timedRun('lever', `ATS ${label}`, postings, (rate, r) => `${BOARDS} boards x ${BOARD_POSTINGS} postings (${remote} remote) in ${rate} postings/s (created ${r.created}, unchanged ${r.unchanged}, expired ${r.expired})`)
  const atsFirst = await timedBoards('first run')
  const atsRerun = await timedBoards('unchanged re-run')
  const atsOk = atsFirst.result.created === remote && atsRerun.result.unchanged === remote && atsRerun.result.expired === 0

  const ok = first.perSec >= 1000 && rerun.perSec >= 5000 && first.result.created === JOBS && rerun.result.unchanged === JOBS && atsOk
  console.log(
    JSON.stringify({
      bench: 'ingest',
      jobs: JOBS,
      firstRunMs: first.ms,
      firstRunJobsPerSec: first.perSec,
      rerunMs: rerun.ms,
      rerunJobsPerSec: rerun.perSec,
      created: first.result.created,
      unchangedOnRerun: rerun.result.unchanged,
      targets: { firstRunJobsPerSec: 1000, rerunJobsPerSec: 5000 },
      ats: {
        boards: BOARDS,
        postingsPerBoard: BOARD_POSTINGS,
        remoteKept: remote,
        firstRunMs: atsFirst.ms,
        firstRunPostingsPerSec: atsFirst.perSec,
        rerunMs: atsRerun.ms,
        rerunPostingsPerSec: atsRerun.perSec,
        created: atsFirst.result.created,
        unchangedOnRerun: atsRerun.result.unchanged,
      },
      pass: ok,
    }),
  )
  if (!ok) exitCode = 1
  await fake.close()
  // Stopping the database ends the pool's connections; process.exit below ends the rest.
  ;(payload.db as unknown as { pool: import('pg').Pool }).pool.on('error', () => {})
} catch (error) {
  console.error('[bench] failed:', error)
  exitCode = 1
} finally {
  await db.remove()
}
process.exit(exitCode)
