import { settings } from '@cms/lib/settings'
import config from '@payload-config'
import { getPayload, type Migration } from 'payload'
import { migrations } from '@cms/migrations'
import { isEmptyDatabase, seed } from '../../seed/seed'
import { adminCredentials } from './adminCredentials'
import { STARTER_JOB_BOARDS } from '../../seed/data/jobBoards'
import { markFirstIngestionDue } from '@cms/domain/integrations/firstIngestion'

/**
 * Apply the committed migrations, then seed the demo data when the database is empty (or when forced).
 * Callers are one-shot processes that exit afterwards; they do not wait for Payload to shut down
 * so a shutdown that never settles cannot stall them (a start once ended with exit code 13 here).
 */
export async function prepareDatabase({ forceSeed = false } = {}): Promise<void> {
  const payload = await getPayload({ config })
  // Payload types migrations' arguments as `unknown`; the generated files declare the adapter's own types.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  if (!forceSeed && !(await isEmptyDatabase(payload))) return
  const admin = adminCredentials()
  console.log('[seed] adding demo data...')
  const started = Date.now()
  await seed(payload, { adminEmail: admin.email, adminPassword: admin.password, supportEmail: settings().SUPPORT_EMAIL || undefined, log: (m) => console.log(`[seed] ${m}`) })
  console.log(`[seed] done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  console.log(`[seed] admin: ${admin.email}${admin.usingDefaults ? ` / ${admin.password} (development default: set ADMIN_PASSWORD)` : ''}`)
  await startRealJobs(payload)
}

/**
 * A new site's real jobs: the starter job boards, and the first ingestion run marked due now rather than at the
 * next six-hourly slot. The process that runs the queue (the worker, or the single server) claims and runs it
 * (cms/domain/integrations/firstIngestion.ts); offline, each source's run records why it found nothing, which
 * /admin shows, and the demo jobs stay.
 */
async function startRealJobs(payload: Awaited<ReturnType<typeof getPayload>>): Promise<void> {
  for (const board of STARTER_JOB_BOARDS) {
    const { totalDocs } = await payload.count({ collection: 'job-boards', where: { ats: { equals: board.ats }, token: { equals: board.token } }, overrideAccess: true })
    if (!totalDocs) await payload.create({ collection: 'job-boards', data: { ...board, enabled: true }, overrideAccess: true })
  }
  await markFirstIngestionDue(payload)
  console.log(`[seed] job boards: ${STARTER_JOB_BOARDS.length} starter boards; the first ingestion run is due now`)
}
