import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { ownValue } from '@cms/contract/ownKeys'
import { REPORT_MESSAGES, REPORT_REASONS, REPORTS_TO_HOLD, type ReportJobResponse, type ReportReason } from '@cms/contract/reports'
import { enforceRateLimits } from '@cms/domain/accounts/rateLimit'
import { queueMail } from '@cms/domain/mail/sendMailTask'
import { env } from '@cms/lib/env'
import { Failure } from '@cms/domain/failure'
import { holdJob } from '@cms/domain/jobs/jobStore'
import { JOB_POST_STATE, JOB_STATUS, REPORT_STATE } from '@cms/lib/db/names'
import { poolOf } from '@cms/lib/sql'

export interface NewReport {
  reason: ReportReason
  details: string
  email: string
}

/**
 * A reporter, as independent reporters are told apart: by the client's address (IPv6 grouped by /64 before it
 * gets here), signed in or not. An account adds no weight of its own: anyone can make accounts from one address
 * in seconds (the probe hid a paid job with one address and two fresh accounts), and accounts have no confirmed
 * e-mail to make them cost more.
 */
export interface Reporter {
  address: string
}

/** Per client and per job, so one visitor cannot flood staff and one job cannot be flooded. */
const REPORT_LIMITS = {
  perClient: { limit: 10, windowSeconds: 60 * 60 },
  perJob: { limit: 30, windowSeconds: 60 * 60 },
}

/** The reporter as stored: a one-way hash, enough to tell three clients apart and nothing more. */
function clientKey(reporter: Reporter): string {
  return crypto.createHmac('sha256', env.payloadSecret).update(`address:${reporter.address}`).digest('hex').slice(0, 32)
}

/**
 * Records a visitor's report of a live job. Reports from REPORTS_TO_HOLD different clients hold the job:
 * it leaves every list, search, feed, alert and the sitemap (they all list active jobs only), its page says
 * it is under review, and staff are mailed. A client reporting the same job again counts once.
 * A paid post that staff approved is never held by reports: its first open report goes to staff at once and
 * the job stays listed until they decide (a paying employer is known to us; a stranger's reports are not).
 */
export async function reportJob(payload: Payload, slug: string, report: NewReport, reporter: Reporter): Promise<ReportJobResponse> {
  const pool = poolOf(payload)
  const { rows } = await pool.query<ReportedJob>(
    `SELECT j.id, j.title, EXISTS (SELECT 1 FROM job_posts p WHERE p.job_id = j.id AND p.state = ${JOB_POST_STATE.live}) AS paid FROM jobs j WHERE j.slug = $1 AND j.status = ${JOB_STATUS.active}`,
    [slug.toLowerCase()],
  )
  const job = rows[0]
  if (!job) throw new Failure('not-found', REPORT_MESSAGES.jobNotFound, { success: false })
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

interface ReportedJob {
  id: number
  title: string
  /** Whether an employer paid for it and staff approved it (its post is live). */
  paid: boolean
}

async function holdWhenReportedEnough(payload: Payload, job: ReportedJob): Promise<void> {
  const pool = poolOf(payload)
  const { rows } = await pool.query<{ clients: number; reports: number; reasons: string[] }>(
    `SELECT count(DISTINCT client)::int AS clients, count(*)::int AS reports, array_agg(DISTINCT reason::text) AS reasons FROM job_reports WHERE job_id = $1 AND state = ${REPORT_STATE.open}`,
    [job.id],
  )
  const { clients, reports, reasons } = rows[0]!
  if (job.paid) {
    if (reports === 1) await mailStaffAboutPaidJob(payload, job, reasons)
    return
  }
  if (clients < REPORTS_TO_HOLD) return
  // Only the request that moves the job from active to held mails staff.
  const held = await holdJob(pool, job.id, { rule: 'visitor-reports', evidence: `${clients} visitors reported it: ${reasonLabels(reasons)}` })
  if (held) await mailStaff(payload, job, clients)
}

async function mailStaff(payload: Payload, job: { id: number; title: string }, clients: number): Promise<void> {
  await mailEveryStaffMember(payload, {
    subject: `Job held for review: ${job.title}`,
    text: `${clients} visitors reported "${job.title}", so it is hidden from the site until someone reviews it.\n\nRead the reports and decide: ${jobAdminLink(job)}\nSet the job's status back to Active to dismiss the reports, or to Expired to take it down.`,
  })
}

async function mailStaffAboutPaidJob(payload: Payload, job: { id: number; title: string }, reasons: string[]): Promise<void> {
  await mailEveryStaffMember(payload, {
    subject: `Paid job reported: ${job.title}`,
    text: `A visitor reported "${job.title}" (${reasonLabels(reasons)}). It is a paid post that staff approved, so it stays listed until someone reviews it.\n\nRead the reports and decide: ${jobAdminLink(job)}\nSet the job's status to Expired to take it down; further reports are added there without another e-mail.`,
  })
}

const reasonLabels = (reasons: string[]) => reasons.map((reason) => ownValue(REPORT_REASONS, reason) ?? reason).join(', ')

const jobAdminLink = (job: { id: number }) => `${env.siteUrl}/cms/collections/jobs/${job.id}`

async function mailEveryStaffMember(payload: Payload, mail: { subject: string; text: string }): Promise<void> {
  const { docs } = await payload.find({ collection: 'users', where: { role: { in: ['admin', 'editor'] } }, limit: 50, depth: 0, overrideAccess: true })
  for (const user of docs) await queueMail(payload, { to: user.email, ...mail })
}
