import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { REPORT_MESSAGES, REPORT_REASONS, REPORTS_TO_HOLD, type ReportJobResponse, type ReportReason } from '@cms/contract/reports'
import { enforceRateLimits } from '@cms/domain/accounts/rateLimit'
import { queueMail } from '@cms/domain/mail/sendMailTask'
import { env } from '@cms/lib/env'
import { HttpError } from '@cms/lib/http'
import { poolOf } from '@cms/lib/sql'

export interface NewReport {
  reason: ReportReason
  details: string
  email: string
}

/** A reporter: the signed-in account, else the client's address (IPv6 grouped by /64 before it gets here). */
export type Reporter = { userId: number | string } | { address: string }

/** Per client and per job, so one visitor cannot flood staff and one job cannot be flooded. */
const REPORT_LIMITS = {
  perClient: { limit: 10, windowSeconds: 60 * 60 },
  perJob: { limit: 30, windowSeconds: 60 * 60 },
}

/** The reporter as stored: a one-way hash, enough to tell three clients apart and nothing more. */
function clientKey(reporter: Reporter): string {
  const subject = 'userId' in reporter ? `user:${reporter.userId}` : `address:${reporter.address}`
  return crypto.createHmac('sha256', env.payloadSecret).update(subject).digest('hex').slice(0, 32)
}

/**
 * Records a visitor's report of a live job. Reports from REPORTS_TO_HOLD different clients hold the job:
 * it leaves every list, search, feed, alert and the sitemap (they all list active jobs only), its page says
 * it is under review, and staff are mailed. A client reporting the same job again counts once.
 */
export async function reportJob(payload: Payload, slug: string, report: NewReport, reporter: Reporter): Promise<ReportJobResponse> {
  const pool = poolOf(payload)
  const { rows } = await pool.query<{ id: number; title: string }>(`SELECT id, title FROM jobs WHERE slug = $1 AND status = 'active'`, [slug.toLowerCase()])
  const job = rows[0]
  if (!job) throw new HttpError(404, REPORT_MESSAGES.jobNotFound, { success: false })
  const client = clientKey(reporter)
  await enforceRateLimits(payload, [
    { name: 'report:client', subject: client, ...REPORT_LIMITS.perClient },
    { name: 'report:job', subject: String(job.id), ...REPORT_LIMITS.perJob },
  ])
  await payload.create({
    collection: 'job-reports',
    data: { job: job.id, reason: report.reason, details: report.details || undefined, email: report.email || undefined, client, state: 'open' },
    overrideAccess: true,
  })
  await holdWhenReportedEnough(payload, job)
  return { success: true, message: REPORT_MESSAGES.thanks }
}

async function holdWhenReportedEnough(payload: Payload, job: { id: number; title: string }): Promise<void> {
  const pool = poolOf(payload)
  const { rows } = await pool.query<{ clients: number; reasons: string[] }>(
    `SELECT count(DISTINCT client)::int AS clients, array_agg(DISTINCT reason::text) AS reasons FROM job_reports WHERE job_id = $1 AND state = 'open'`,
    [job.id],
  )
  const { clients, reasons } = rows[0]!
  if (clients < REPORTS_TO_HOLD) return
  // Only the request that moves the job from active to held mails staff.
  const held = await pool.query(`UPDATE jobs SET status = 'held', held_for = $2, updated_at = now() WHERE id = $1 AND status = 'active'`, [
    job.id,
    JSON.stringify({ rule: 'visitor-reports', evidence: `${clients} visitors reported it: ${reasons.map((reason) => REPORT_REASONS[reason as ReportReason]).join(', ')}` }),
  ])
  if (held.rowCount) await mailStaff(payload, job, clients)
}

async function mailStaff(payload: Payload, job: { id: number; title: string }, clients: number): Promise<void> {
  const { docs } = await payload.find({ collection: 'users', where: { role: { in: ['admin', 'editor'] } }, limit: 50, depth: 0, overrideAccess: true })
  const link = `${env.siteUrl}/cms/collections/jobs/${job.id}`
  for (const user of docs) {
    await queueMail(payload, {
      to: user.email,
      subject: `Job held for review: ${job.title}`,
      text: `${clients} visitors reported "${job.title}", so it is hidden from the site until someone reviews it.\n\nRead the reports and decide: ${link}\nSet the job's status back to Active to dismiss the reports, or to Expired to take it down.`,
    })
  }
}
