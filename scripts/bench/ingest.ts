/**
 * `npm run bench:ingest`: ingests a 10,000-job Remote OK-shaped fixture served by a local fake server
 * into a throwaway embedded PostgreSQL (migrated and seeded), first into an empty source, then again
 * unchanged. Prints jobs per second for both runs and ends with one JSON line {"bench":"ingest",...}.
 * Targets: >= 1,000 jobs/s on the first run, >= 5,000 jobs/s on the unchanged re-run.
 */
import { prepareInProcess, startThrowawayDatabase } from './lib/throwawayDatabase'

const JOBS = Number(process.env.BENCH_JOBS) || 10_000
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

  const timed = async (label: string) => {
    const started = performance.now()
    const result = await ingestProvider(payload, 'remoteok', { trigger: 'bench', ignoreEnabled: true })
    const ms = performance.now() - started
    const perSec = Math.round((JOBS / ms) * 1000)
    console.log(
      `[bench] ${label}: ${JOBS} jobs in ${(ms / 1000).toFixed(2)} s = ${perSec} jobs/s (created ${result.created}, updated ${result.updated}, unchanged ${result.unchanged}, expired ${result.expired}, skipped ${result.skipped})`,
    )
    if (result.status !== 'succeeded') throw new Error(`run ${label} ${result.status}: ${result.error}`)
    return { ms: Math.round(ms), perSec, result }
  }

  const first = await timed('first run')
  const rerun = await timed('unchanged re-run')
  const ok = first.perSec >= 1000 && rerun.perSec >= 5000 && first.result.created === JOBS && rerun.result.unchanged === JOBS
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
