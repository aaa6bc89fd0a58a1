/**
 * `npm run bench:alerts`: 10,000 confirmed instant alerts with varied /search filters in a throwaway
 * embedded PostgreSQL (migrated and seeded), then a 500-job Remote OK-shaped ingestion run, then the
 * matching step of a delivery run (which alerts get which new jobs), timed: grouped by search and batched
 * as delivery does it, and one query per alert for comparison. Prints a table and ends with one JSON line
 * {"bench":"alerts",...}. BENCH_ALERTS and BENCH_JOBS change the sizes.
 */
import { prepareInProcess, startThrowawayDatabase } from './lib/throwawayDatabase'

const ALERTS = Number(process.env.BENCH_ALERTS) || 10_000
const JOBS = Number(process.env.BENCH_JOBS) || 500
const db = await startThrowawayDatabase()

/** A small deterministic generator, so every run builds the same alerts. */
function random(seed: number) {
  return () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31)
}

let exitCode = 0
try {
  await prepareInProcess(db)

  const { startFakeProviders } = await import('../../tests/support/fakeProviders')
  const { remoteOkFeed, remoteOkItem } = await import('../../tests/support/providerFixtures')
  const { getPayload } = await import('payload')
  const { default: config } = await import('@cms/payload.config')
  const { ingestProvider } = await import('@cms/domain/integrations/pipeline')
  const { matchAlerts } = await import('@cms/domain/alerts/match')
  const { canonicalSearch } = await import('@cms/domain/alerts/search')
  const { parseJobQuery } = await import('@cms/domain/jobs/params')
  const { resolveTaxonomy } = await import('@cms/domain/jobs/searchJobs')
  const { searchClauses } = await import('@cms/domain/jobs/sql')
  const { SqlParams } = await import('@cms/lib/sqlBuilder')
  const { JOB_TYPE_VALUES, EXPERIENCE_VALUES, SALARY_VALUES, TIMEZONE_VALUES } = await import('@cms/contract/jobs')
  const { poolOf } = await import('@cms/lib/sql')

  const payload = await getPayload({ config })
  const pool = poolOf(payload)
  const slugsOf = async (table: string) => (await pool.query<{ slug: string }>(`SELECT slug FROM ${table}`)).rows.map((r) => r.slug)
  const [categories, locations] = await Promise.all([slugsOf('categories'), slugsOf('locations')])
  const words = ['react', 'python', 'designer', 'support', 'senior developer', 'typescript', 'node', 'product', 'devops', 'data', 'marketing', 'rust']

  const next = random(14)
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!
  const searches: string[] = []
  for (let i = 0; i < ALERTS; i++) {
    const params = new URLSearchParams()
    if (next() < 0.6) params.set('q', pick(words))
    if (next() < 0.5) params.set('category', pick(categories))
    if (next() < 0.4) params.set('location', pick(locations))
    if (next() < 0.25) params.set('type', pick(JOB_TYPE_VALUES))
    if (next() < 0.25) params.set('experience', pick(EXPERIENCE_VALUES))
    if (next() < 0.15) params.set('salary', pick(SALARY_VALUES))
    if (next() < 0.1) params.set('timezone', pick(TIMEZONE_VALUES))
    searches.push(canonicalSearch(parseJobQuery(params)))
  }
  await pool.query(
    `INSERT INTO job_alerts (email, frequency, search, confirmed_at, last_job_id)
     SELECT 'bench-' || n || '@alerts.example', 'instant', s, now(), (SELECT coalesce(max(id), 0) FROM jobs)
     FROM unnest($1::text[]) WITH ORDINALITY AS t(s, n)`,
    [searches],
  )
  const distinct = new Set(searches).size
  console.log(`[bench] ${ALERTS} alerts over ${distinct} distinct searches`)

  const fake = await startFakeProviders()
  process.env.REMOTEOK_BASE_URL = fake.baseUrl('remoteok')
  fake.set('remoteok', { body: remoteOkFeed(Array.from({ length: JOBS }, (_, i) => remoteOkItem(i + 1, { company: `Bench Company ${i % 100}` }))) })
  const ingested = await ingestProvider(payload, 'remoteok', { trigger: 'bench', ignoreEnabled: true })
  console.log(`[bench] ingestion run: created ${ingested.created} jobs`)
  const upTo = (await pool.query<{ max: number }>('SELECT max(id)::int AS max FROM jobs')).rows[0]!.max

  const timed = async <T>(fn: () => Promise<T>) => {
    const started = performance.now()
    const result = await fn()
    return { ms: Math.round(performance.now() - started), result }
  }
  // Warm the slug cache and the pool the way a running server has them.
  await matchAlerts(pool, 'instant', upTo)
  const grouped = await timed(() => matchAlerts(pool, 'instant', upTo))
  const perAlert = await timed(async () => {
    const { rows } = await pool.query<{ id: number; search: string; last_job_id: number }>("SELECT id, search, last_job_id FROM job_alerts WHERE frequency = 'instant'")
    let withMatches = 0
    for (const alert of rows) {
      const params = new SqlParams()
      const { where } = searchClauses(await resolveTaxonomy(pool, parseJobQuery(new URLSearchParams(alert.search))), params, { ranked: false })
      const { rowCount } = await pool.query(`SELECT j.id FROM jobs j WHERE ${where} AND j.id > ${params.add(alert.last_job_id)} AND j.id <= ${params.add(upTo)}`, params.values)
      if (rowCount) withMatches++
    }
    return withMatches
  })
  const matchedAlerts = grouped.result.matches.size
  const matchedPairs = [...grouped.result.matches.values()].reduce((sum, ids) => sum + ids.length, 0)
  console.log('')
  console.log('| matching step | alerts | statements | alerts with new jobs | ms |')
  console.log('|---|---|---|---|---|')
  console.log(`| grouped by search, batched (delivery) | ${ALERTS} | ${Math.ceil(distinct / 100)} | ${matchedAlerts} | ${grouped.ms} |`)
  console.log(`| one query per alert | ${ALERTS} | ${ALERTS} | ${perAlert.result} | ${perAlert.ms} |`)
  console.log('')
  const ok = perAlert.result === matchedAlerts
  console.log(
    JSON.stringify({
      bench: 'alerts',
      alerts: ALERTS,
      distinctSearches: distinct,
      newJobs: ingested.created,
      alertsWithNewJobs: matchedAlerts,
      alertJobPairs: matchedPairs,
      groupedMatchMs: grouped.ms,
      perAlertMatchMs: perAlert.ms,
      pass: ok,
    }),
  )
  if (!ok) exitCode = 1
  await fake.close()
  pool.on('error', () => {})
} catch (error) {
  console.error('[bench] failed:', error)
  exitCode = 1
} finally {
  await db.remove()
}
process.exit(exitCode)
